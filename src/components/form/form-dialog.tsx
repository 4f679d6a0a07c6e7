import type { ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { Button, Spinner } from '@/components/ui/button'
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog'
import { focusFirstField, useFocusFirstField, useFormKeys, useProblemIntoView } from './use-form-keys'
import { FormServerError, type SchemaFormOptions, useSchemaForm } from './use-schema-form'

export interface FormDialogProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<SchemaFormOptions<TInput, TOutput>, 'defaultValues'> {
  open: boolean
  onClose: () => void
  title: string
  /** Starting values; undefined while they load (an edit fetching its record). */
  defaultValues: DefaultValues<NoInfer<TInput>> | undefined
  /** Why the starting values could not be loaded; shown with a Retry instead of the form. */
  loadError?: string | null
  onRetryLoad?: () => void
  /** The text of the button that saves past a warning: 'Yes' unless a screen names it. */
  confirmLabel?: string
  /** After a save: the caller closes the dialog and shows the success message. */
  onSaved: (message: string) => void
  /** The fields, bound to `form.control`. */
  children: (form: UseFormReturn<TInput, unknown, TOutput>) => ReactNode
  size?: 'sm' | 'md' | 'lg'
}

/**
 * The one form dialog. The form lives inside the dialog's content, so closing unmounts it and the next
 * opening starts clean. Errors show after a failed submit and then follow every change.
 */
export function FormDialog<TInput extends FieldValues, TOutput extends FieldValues>({
  open,
  onClose,
  title,
  defaultValues,
  loadError,
  onRetryLoad,
  size = 'md',
  ...form
}: FormDialogProps<TInput, TOutput>) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} size={size} bare>
      {defaultValues ? (
        <DialogForm {...form} defaultValues={defaultValues} onClose={onClose} />
      ) : (
        <>
          <DialogBody>
            {loadError ? (
              <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
                <p className="text-sm text-red-700">{loadError}</p>
                {onRetryLoad && (
                  <Button variant="secondary" onClick={onRetryLoad}>
                    Retry
                  </Button>
                )}
              </div>
            ) : (
              <div
                role="status"
                className="flex items-center justify-center gap-3 py-10 text-sm text-slate-600"
              >
                <Spinner className="h-5 w-5 text-brand-600" />
                Loading…
              </div>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  )
}

type DialogFormProps<TInput extends FieldValues, TOutput extends FieldValues> = Omit<
  FormDialogProps<TInput, TOutput>,
  'open' | 'title' | 'defaultValues' | 'loadError' | 'onRetryLoad' | 'size'
> & { defaultValues: DefaultValues<TInput> }

function DialogForm<TInput extends FieldValues, TOutput extends FieldValues>({
  onClose,
  confirmLabel,
  children,
  ...options
}: DialogFormProps<TInput, TOutput>) {
  const { form, submit, confirm, dismiss, serverError, warning } = useSchemaForm<TInput, TOutput>(options)
  const keys = useFormKeys()
  useFocusFirstField(keys.ref)
  useProblemIntoView(keys.ref, serverError ?? form.formState.submitCount)
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" {...keys}>
      <DialogBody>
        <div className="grid gap-4 py-2 sm:grid-cols-2">{children(form)}</div>
        <FormServerError
          message={serverError}
          warning={warning}
          onConfirm={confirm}
          onDismiss={() => {
            dismiss()
            focusFirstField(keys.ref.current)
          }}
          confirmLabel={confirmLabel}
          busy={form.formState.isSubmitting}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Submit
        </Button>
      </DialogFooter>
    </form>
  )
}
