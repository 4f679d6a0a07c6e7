import { OPENING_BALANCE_TYPES } from '@contracts'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { AmountField } from './amount-field'
import { SelectFormField } from './select-form-field'

const TYPE_OPTIONS = OPENING_BALANCE_TYPES.map((type) => ({ value: type, label: type }))

export interface OpeningBalanceFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  names?: { amount: FieldPath<T>; type: FieldPath<T> }
  /** Says which way each type runs for this kind of party. */
  hint?: string
}

/** A party's balance brought forward (contracts/party.ts openingBalanceEntries): amount and direction. */
export function OpeningBalanceFields<T extends FieldValues>({
  control,
  names = { amount: 'openingBalance' as FieldPath<T>, type: 'openingBalanceType' as FieldPath<T> },
  hint,
}: OpeningBalanceFieldsProps<T>) {
  return (
    <>
      <AmountField control={control} name={names.amount} label="Opening Balance" required />
      <SelectFormField
        control={control}
        name={names.type}
        label="Balance Type"
        required
        options={TYPE_OPTIONS}
        hint={hint}
      />
    </>
  )
}
