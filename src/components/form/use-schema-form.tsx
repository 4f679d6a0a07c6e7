import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { isConfirmWarning, withWarningsConfirmed } from './confirm-warning'

export interface SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The contract's schema: the form shows exactly the messages the server would answer. */
  schema: v.GenericSchema<TInput, TOutput>
  defaultValues: DefaultValues<TInput>
  /**
   * Saves the validated values and answers the success message. A throw shows its message under the form.
   * `confirmed` is true when the user chose to save despite a warning (see `isWarning`).
   */
  onSubmit: (values: TOutput, options: { confirmed: boolean }) => Promise<string>
  onSaved: (message: string) => void
  /**
   * A refusal the user may override besides the server's `Confirm:` warnings (a likely duplicate): its
   * message shows with No and Yes, and Yes submits the same form again with `confirmed` set.
   */
  isWarning?: (error: unknown) => boolean
}

/** Thrown by a save the user called off (No to 'Are you sure?'): nothing to show, everything kept. */
export class SaveCalledOff extends Error {}

interface Refusal {
  message: string
  /** The user may save past it; `confirmWarnings` says the server wants that flag in the body. */
  warning: false | { confirmWarnings: boolean }
}

/**
 * A react-hook-form form validated by a schema, whose submit saves and keeps the server's refusal.
 * Errors show after a failed submit and then follow every change. Every form confirms a warning the
 * same way: the warning shows with No and Yes; Yes sends the same values again marked confirmed, No
 * leaves everything typed as it was. Nothing typed is lost to a refusal.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  onSaved,
  isWarning,
}: SchemaFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  // A refusal naming a field ('allocations: …') is about what was sent: it goes once that field changes.
  const refusedField =
    refusal && !refusal.warning ? /^([\w]+)[.:\w]*: /.exec(refusal.message)?.[1] : undefined
  useEffect(() => {
    if (!refusedField) return
    const watching = form.watch((_, { name }) => {
      if (name?.split('.')[0] === refusedField) setRefusal(null)
    })
    return () => watching.unsubscribe()
  }, [form, refusedField])

  const submitWith = (confirmed: boolean) =>
    form.handleSubmit(async (values) => {
      const confirmWarnings = confirmed && refusal?.warning ? refusal.warning.confirmWarnings : false
      setRefusal(null)
      let message: string
      try {
        message = await onSubmit(confirmWarnings ? withWarningsConfirmed(values) : values, {
          confirmed,
        })
      } catch (error) {
        if (error instanceof SaveCalledOff) return
        const confirmable = isConfirmWarning(error)
        setRefusal({
          message: error instanceof Error ? error.message : String(error),
          warning:
            !confirmed && (confirmable || Boolean(isWarning?.(error)))
              ? { confirmWarnings: confirmable }
              : false,
        })
        return
      }
      onSaved(message)
    })

  return {
    form,
    submit: submitWith(false),
    /** Sends the same form again, past the warning. */
    confirm: submitWith(true),
    /** No to the warning: it goes, the values stay. */
    dismiss: () => setRefusal(null),
    serverError: refusal?.message ?? null,
    /** The refusal is a warning the user may override with `confirm`. */
    warning: Boolean(refusal?.warning),
  }
}

export interface FormServerErrorProps {
  message: string | null
  /** Shown as a warning with No (`onDismiss`) and Yes (`onConfirm`). */
  warning?: boolean
  onConfirm?: () => void
  onDismiss?: () => void
  /** The text of Yes, where a screen names it ('Save anyway' past a likely duplicate). */
  confirmLabel?: string
  busy?: boolean
}

/** The server's refusal of a save, under the form; a warning carries its No and Yes. */
export function FormServerError({
  message,
  warning = false,
  onConfirm,
  onDismiss,
  confirmLabel = 'Yes',
  busy,
}: FormServerErrorProps) {
  if (!message) return null
  if (warning && onConfirm) {
    return (
      <div
        role="alert"
        className="mt-3 flex flex-wrap items-center gap-3 rounded-app border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <p className="min-w-0 flex-1">{message}</p>
        {onDismiss && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDismiss}>
            No
          </Button>
        )}
        <Button size="sm" variant="secondary" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    )
  }
  return (
    <p role="alert" className="mt-3 rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
