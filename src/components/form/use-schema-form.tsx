import { valibotResolver } from '@hookform/resolvers/valibot'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Button } from '@/components/ui/button'

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
   * A refusal the user may override (a likely duplicate): its message shows with a button that submits
   * the same form again with `confirmed` set. Other failures show as plain errors.
   */
  isWarning?: (error: unknown) => boolean
}

/**
 * A react-hook-form form validated by a schema, whose submit saves and keeps the server's refusal.
 * Errors show after a failed submit and then follow every change.
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
  const [refusal, setRefusal] = useState<{ message: string; warning: boolean } | null>(null)

  const submitWith = (confirmed: boolean) =>
    form.handleSubmit(async (values) => {
      setRefusal(null)
      let message: string
      try {
        message = await onSubmit(values, { confirmed })
      } catch (error) {
        // Everything typed stays: only the message is added.
        setRefusal({
          message: error instanceof Error ? error.message : String(error),
          warning: !confirmed && Boolean(isWarning?.(error)),
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
    serverError: refusal?.message ?? null,
    /** The refusal is a warning the user may override with `confirm`. */
    warning: refusal?.warning ?? false,
  }
}

export interface FormServerErrorProps {
  message: string | null
  /** Shown as a warning with a button that runs `onConfirm`. */
  warning?: boolean
  onConfirm?: () => void
  confirmLabel?: string
  busy?: boolean
}

/** The server's refusal of a save, under the form; a warning carries its 'Save anyway' button. */
export function FormServerError({
  message,
  warning = false,
  onConfirm,
  confirmLabel = 'Save anyway',
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
