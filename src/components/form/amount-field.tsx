import { useState } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { formatAmount, parseAmount } from '@/lib/amount-input'
import { AmountInput } from './amount-input'

export interface AmountFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** A number field of the form (undefined while empty, so the schema's required message shows). */
  name: FieldPath<T>
  label: string
  required?: boolean
  hint?: string
  className?: string
}

/**
 * An amount typed as AmountInput shows it (Indian grouping) and held in the form as a number.
 * The text is kept apart from the number so '12.' stays on screen while the form already holds 12.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  className,
}: AmountFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const value = field.value as number | null | undefined
  const shown = (n: number | null | undefined) => (typeof n === 'number' ? formatAmount(n) : '')
  const [text, setText] = useState(() => shown(value))
  // A value set from outside (a reset) replaces the text; the user's own edits always agree with it.
  if ((parseAmount(text) ?? undefined) !== (value ?? undefined)) setText(shown(value))

  return (
    <Field
      label={label}
      required={required}
      error={fieldState.error?.message}
      hint={hint}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <AmountInput
          id={id}
          ref={field.ref}
          name={field.name}
          value={text}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onBlur={field.onBlur}
          onChange={(next) => {
            const amount = parseAmount(next) ?? undefined
            setText(next)
            field.onChange(amount)
          }}
        />
      )}
    </Field>
  )
}
