import { valibotResolver } from '@hookform/resolvers/valibot'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type * as v from 'valibot'

export interface SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The contract's schema: the form shows exactly the messages the server would answer. */
  schema: v.GenericSchema<TInput, TOutput>
  defaultValues: DefaultValues<TInput>
  /** Saves the validated values and answers the success message. A throw shows its message under the form. */
  onSubmit: (values: TOutput) => Promise<string>
  onSaved: (message: string) => void
}

/**
 * A react-hook-form form validated by a schema, whose submit saves and keeps the server's refusal.
 * Errors show after a failed submit and then follow every change (spec §5).
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  onSaved,
}: SchemaFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [serverError, setServerError] = useState<string | null>(null)

  const submit = form.handleSubmit(async (values) => {
    setServerError(null)
    let message: string
    try {
      message = await onSubmit(values)
    } catch (error) {
      // Everything typed stays: only the message is added.
      setServerError(error instanceof Error ? error.message : String(error))
      return
    }
    onSaved(message)
  })

  return { form, submit, serverError }
}

/** The server's refusal of a save, under the form. */
export function FormServerError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-3 rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
