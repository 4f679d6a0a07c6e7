import { valibotResolver } from '@hookform/resolvers/valibot'
import { type ReactNode, useState } from 'react'
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Button, Spinner } from '@/components/ui/button'
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog'

export interface FormDialogProps<TInput extends FieldValues, TOutput extends FieldValues> {
  open: boolean
  onClose: () => void
  title: string
  /** The contract's schema: the form shows exactly the messages the server would answer. */
  schema: v.GenericSchema<TInput, TOutput>
  /** Starting values; undefined while they load (an edit fetching its record). */
  defaultValues: DefaultValues<NoInfer<TInput>> | undefined
  /** Why the starting values could not be loaded; shown with a Retry instead of the form. */
  loadError?: string | null
  onRetryLoad?: () => void
  /**
   * Saves the validated values and answers the success message. A throw shows its message under the form.
   * `confirmed` is true when the user chose to save despite a warning (see `isWarning`).
   */
  onSubmit: (values: TOutput, options: { confirmed: boolean }) => Promise<string>
  /**
   * A refusal the user may override (a likely duplicate): its message shows with a button that submits
   * the same form again with `confirmed` set. Other failures show as plain errors.
   */
  isWarning?: (error: unknown) => boolean
  /** The override button's text. */
  confirmLabel?: string
  /** After a save: the caller closes the dialog and shows the success message. */
  onSaved: (message: string) => void
  /** The fields, bound to `form.control`. */
  children: (form: UseFormReturn<TInput, unknown, TOutput>) => ReactNode
  size?: 'sm' | 'md' | 'lg'
}

/**
 * The one form dialog. The form lives inside the dialog's content, so closing unmounts it and the next
 * opening starts clean. Errors show after a failed submit and then follow every change (spec §5).
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

type DialogFormProps<TInput extends FieldValues, TOutput extends FieldValues> = Pick<
  FormDialogProps<TInput, TOutput>,
  'schema' | 'onSubmit' | 'onSaved' | 'children' | 'onClose' | 'isWarning' | 'confirmLabel'
> & { defaultValues: DefaultValues<TInput> }

function DialogForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  onSaved,
  onClose,
  isWarning,
  confirmLabel = 'Save anyway',
  children,
}: DialogFormProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [serverError, setServerError] = useState<{ message: string; warning: boolean } | null>(null)

  const submitWith = (confirmed: boolean) =>
    form.handleSubmit(async (values) => {
      setServerError(null)
      try {
        onSaved(await onSubmit(values, { confirmed }))
      } catch (error) {
        // Everything typed stays: only the message is added.
        setServerError({
          message: error instanceof Error ? error.message : String(error),
          warning: !confirmed && Boolean(isWarning?.(error)),
        })
      }
    })
  const submit = submitWith(false)

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <div className="grid gap-4 py-2 sm:grid-cols-2">{children(form)}</div>
        {serverError?.warning ? (
          <div
            role="alert"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-app border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <p className="min-w-0 flex-1">{serverError.message}</p>
            <Button
              size="sm"
              variant="secondary"
              busy={form.formState.isSubmitting}
              onClick={submitWith(true)}
            >
              {confirmLabel}
            </Button>
          </div>
        ) : (
          serverError && (
            <p role="alert" className="mt-3 rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
              {serverError.message}
            </p>
          )
        )}
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
