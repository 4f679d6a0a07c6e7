import { useQuery } from '@tanstack/react-query'
import type { FieldValues } from 'react-hook-form'
import { FormDialog } from '@/components/form'
import type { RecordKey } from '@/lib/crud-api'
import type { CrudCalls, CrudForm, CrudMessages } from './crud-module'

export interface CrudFormDialogProps<TModel, TInput extends FieldValues, TOutput extends FieldValues, TBody> {
  noun: string
  modelQuery: CrudCalls<unknown, TModel, TBody>['queries']['model']
  useSave: CrudCalls<unknown, TModel, TBody>['useSave']
  form: CrudForm<TModel, TInput, TOutput, TBody>
  messages: Pick<CrudMessages, 'added' | 'updated'>
  /** Closed when null; `{ key: null }` adds, a key edits that record. */
  editing: { key: RecordKey | null } | null
  onClose: () => void
  onSaved: (message: string) => void
}

/** 'Add X' / 'Update X': an edit loads the record first (with its own loading and retry states). */
export function CrudFormDialog<TModel, TInput extends FieldValues, TOutput extends FieldValues, TBody>({
  noun,
  modelQuery,
  useSave,
  form,
  messages,
  editing,
  onClose,
  onSaved,
}: CrudFormDialogProps<TModel, TInput, TOutput, TBody>) {
  const key = editing?.key ?? null
  const model = useQuery({ ...modelQuery(key), enabled: key !== null })
  const save = useSave()
  // A record refetching after a save is stale until it lands: wait rather than edit old values.
  const defaultValues =
    key === null ? form.empty : model.data && !model.isFetching ? form.fromModel(model.data) : undefined

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={key === null ? `Add ${noun}` : `Update ${noun}`}
      schema={form.schema}
      defaultValues={defaultValues}
      loadError={key !== null && model.isError && !model.isFetching ? model.error.message : null}
      onRetryLoad={() => model.refetch()}
      onSubmit={async (values, { confirmed }) => {
        const body = form.toBody(values, key)
        await save.mutateAsync(confirmed && form.confirm ? form.confirm.confirmed(body) : body)
        return key === null ? messages.added : messages.updated
      }}
      isWarning={form.confirm?.isWarning}
      confirmLabel="Save anyway"
      onSaved={onSaved}
      size={form.size}
    >
      {form.fields}
    </FormDialog>
  )
}
