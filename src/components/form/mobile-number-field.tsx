import type { FieldValues } from 'react-hook-form'
import { digitsOnly } from './normalise'
import { TextField, type TextFieldProps } from './text-field'

export type MobileNumberFieldProps<T extends FieldValues> = Pick<
  TextFieldProps<T>,
  'control' | 'name' | 'hint' | 'className'
> & { label?: string }

/** A 10-digit mobile number, digits only as typed, the numeric keypad on phones. */
export function MobileNumberField<T extends FieldValues>({
  label = 'Mobile Number',
  ...props
}: MobileNumberFieldProps<T>) {
  return (
    <TextField
      {...props}
      label={label}
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={10}
      normalise={digitsOnly}
    />
  )
}
