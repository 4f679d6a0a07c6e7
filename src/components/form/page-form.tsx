import { type ReactNode, useId, useState } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { cn } from '@/lib/cn'
import { focusFirstField, useFormKeys, useProblemIntoView } from './use-form-keys'
import { FormServerError, SaveCalledOff, type SchemaFormOptions, useSchemaForm } from './use-schema-form'

export interface PageFormProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends SchemaFormOptions<TInput, TOutput> {
  /** The section's heading. */
  title: string
  description?: ReactNode
  submitLabel?: string
  /** The user's role may not save here; the button stays visible but disabled, with this reason. */
  notAllowed?: string | null
  /** After a save the fields go back to their starting values (a password form), else keep what was saved. */
  clearOnSave?: boolean
  defaultValues: DefaultValues<TInput>
  /** A save that cannot be undone asks 'Are you sure?' with this message first; No keeps the form. */
  confirmMessage?: string
  children: (form: UseFormReturn<TInput, unknown, TOutput>) => ReactNode
  className?: string
}

/** A form that is a section of a page (profile, firm settings), with its own Submit. */
export function PageForm<TInput extends FieldValues, TOutput extends FieldValues>({
  title,
  description,
  submitLabel = 'Submit',
  notAllowed = null,
  clearOnSave = false,
  children,
  className,
  onSaved,
  confirmMessage,
  ...options
}: PageFormProps<TInput, TOutput>) {
  const titleId = useId()
  const [asking, setAsking] = useState<((yes: boolean) => void) | null>(null)
  const { form, submit, confirm, dismiss, serverError, warning } = useSchemaForm<TInput, TOutput>({
    ...options,
    onSubmit: async (values, flags) => {
      if (confirmMessage) {
        const yes = await new Promise<boolean>((answer) => setAsking(() => answer))
        setAsking(null)
        if (!yes) throw new SaveCalledOff()
      }
      return options.onSubmit(values, flags)
    },
    onSaved: (message) => {
      // What was saved is the new starting point, so the form is clean again.
      form.reset(clearOnSave ? undefined : form.getValues())
      onSaved(message)
    },
  })
  const keys = useFormKeys()
  useProblemIntoView(keys.ref, serverError ?? form.formState.submitCount)
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
      <form noValidate onSubmit={submit} className="mt-4" {...keys}>
        <div className="grid gap-4 sm:grid-cols-2">{children(form)}</div>
        <FormServerError
          message={serverError}
          warning={warning}
          onConfirm={confirm}
          onDismiss={() => {
            dismiss()
            focusFirstField(keys.ref.current)
          }}
          busy={form.formState.isSubmitting}
        />
        <div className="mt-5 flex justify-end">
          <Button
            type="submit"
            busy={form.formState.isSubmitting}
            disabled={notAllowed !== null}
            title={notAllowed ?? undefined}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
      {confirmMessage && (
        <ConfirmDialog
          open={asking !== null}
          message={confirmMessage}
          onConfirm={() => asking?.(true)}
          onCancel={() => asking?.(false)}
        />
      )}
    </section>
  )
}
