import { PARTY_TYPE } from '@contracts'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { type BuyerLookup, BuyerPicker } from './buyer-picker'
import { type FarmerLookup, FarmerPicker } from './farmer-picker'

/** A lookup as a query gives it: its rows once they arrive. */
interface Loaded<Row> {
  data?: readonly Row[]
  isPending: boolean
}

export interface FarmerOrBuyerPickerProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  partyType: number
  farmers: Loaded<FarmerLookup>
  buyers: Loaded<BuyerLookup>
}

/** The party field of a document that may be a farmer's or a buyer's: the picker of the chosen side. */
export function FarmerOrBuyerPicker<T extends FieldValues>({
  control,
  name,
  partyType,
  farmers,
  buyers,
}: FarmerOrBuyerPickerProps<T>) {
  return partyType === PARTY_TYPE.Farmer ? (
    <FarmerPicker control={control} name={name} farmers={farmers.data ?? []} loading={farmers.isPending} />
  ) : (
    <BuyerPicker control={control} name={name} buyers={buyers.data ?? []} loading={buyers.isPending} />
  )
}
