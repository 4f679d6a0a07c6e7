import type { BuyerLookupSchema } from '@contracts'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import type * as v from 'valibot'
import { PartyPicker } from './party-picker'

export type BuyerLookup = v.InferOutput<typeof BuyerLookupSchema>

export interface BuyerPickerProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  buyers: readonly BuyerLookup[]
  loading: boolean
  className?: string
}

/** The market's active buyers, found by the code called out at the auction, the firm's name or its city. */
export function BuyerPicker<T extends FieldValues>({
  control,
  name,
  buyers,
  loading,
  className,
}: BuyerPickerProps<T>) {
  const parties = buyers.map((b) => ({
    key: b.buyerKeyID,
    code: b.buyerCode,
    name: b.firmName,
    place: b.city,
  }))
  return (
    <PartyPicker
      control={control}
      name={name}
      label="Buyer"
      parties={parties}
      loading={loading}
      emptyText="No buyer of this market matches."
      className={className}
    />
  )
}
