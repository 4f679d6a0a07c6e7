import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { useSelectedMarket } from '@/lib/selected-market'
import { CheckboxGroup, LoadingOptions } from './checkbox-group-field'

export interface MarketsFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** An array of marketKeyID. */
  name: FieldPath<T>
  label?: string
  hint?: string
  className?: string
}

/**
 * The markets a party works in, chosen from the user's own markets (Select Market's list). Markets
 * the list doesn't show (another's, or an inactive one) stay assigned whatever is ticked here.
 */
export function MarketsField<T extends FieldValues>({
  control,
  name,
  label = 'Markets',
  hint,
  className,
}: MarketsFieldProps<T>) {
  const { markets, isLoading } = useSelectedMarket()
  const { field, fieldState } = useController({ control, name })
  const value = (field.value as string[] | undefined) ?? []
  const shown = new Set(markets.map((m) => m.marketKeyID))
  const hidden = value.filter((key) => !shown.has(key))
  return (
    <CheckboxGroup
      label={label}
      hint={hint}
      className={className}
      status={isLoading ? <LoadingOptions /> : undefined}
      emptyText="No markets to choose from."
      options={markets.map((m) => ({ value: m.marketKeyID, label: m.marketPlaceName }))}
      value={value.filter((key) => shown.has(key))}
      onChange={(next) => field.onChange([...hidden, ...next])}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
