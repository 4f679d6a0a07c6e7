import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { CheckboxField } from './checkbox-field'

/**
 * The choice on a patti's and an invoice's preview: crates kept past the firm's days are charged at
 * their lost value unless staff let the party off before saving.
 */
export function ChargeCratesField<T extends FieldValues>({
  control,
  name,
  className,
}: {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  className?: string
}) {
  return (
    <CheckboxField
      control={control}
      name={name}
      label="Charge crates not returned"
      description="Crates kept past the firm’s days, at their lost value. Untick to let the party off."
      className={className}
    />
  )
}
