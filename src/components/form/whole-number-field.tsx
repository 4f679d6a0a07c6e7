import { useState } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field, TextInput } from '@/components/ui/field'
import { digitsOnly } from './normalise'

export interface WholeNumberFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** A number field of the form (undefined while empty, so the schema's required message shows). */
  name: FieldPath<T>
  label: string
  required?: boolean
  hint?: string
  /** Most digits the field takes. */
  maxDigits?: number
  className?: string
}

const toNumber = (text: string) => (text === '' ? undefined : Number(text))

/** A count typed as digits only (days, crates) and held in the form as a number. */
export function WholeNumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  maxDigits = 6,
  className,
}: WholeNumberFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const value = field.value as number | null | undefined
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''))
  // A value set from outside (a reset) replaces the text; the user's own edits always agree with it.
  if (toNumber(text) !== (value ?? undefined)) setText(typeof value === 'number' ? String(value) : '')

  return (
    <Field
      label={label}
      required={required}
      error={fieldState.error?.message}
      hint={hint}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          ref={field.ref}
          name={field.name}
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxDigits}
          value={text}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = digitsOnly(event.target.value).slice(0, maxDigits)
            setText(next)
            field.onChange(toNumber(next))
          }}
        />
      )}
    </Field>
  )
}
