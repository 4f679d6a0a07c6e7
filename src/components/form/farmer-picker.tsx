import type { FarmerLookupSchema } from '@contracts'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import type * as v from 'valibot'
import { PartyPicker } from './party-picker'

export type FarmerLookup = v.InferOutput<typeof FarmerLookupSchema>

export interface FarmerPickerProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  farmers: readonly FarmerLookup[]
  loading: boolean
}

/** The market's farmers, found by typing the code staff call out (1001) or a name or village. */
export function FarmerPicker<T extends FieldValues>({
  control,
  name,
  farmers,
  loading,
}: FarmerPickerProps<T>) {
  const parties = farmers.map((f) => ({
    key: f.farmerKeyID,
    code: f.farmerCode,
    name: f.farmerName,
    place: f.village,
  }))
  return (
    <PartyPicker
      control={control}
      name={name}
      label="Farmer"
      parties={parties}
      loading={loading}
      emptyText="No farmer of this market matches."
    />
  )
}
