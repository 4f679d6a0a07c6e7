import { CrateTypeFormSchema } from '@contracts'
import { masterForm } from '@/components/crud-page'
import { AmountField, CheckboxField, nameAsTyped, TextField } from '@/components/form'

export const crateTypeForm = masterForm(CrateTypeFormSchema, 'crateTypeID', {
  empty: { crateTypeName: '', capacityKg: undefined, lostValue: undefined, isReturnable: true },
  fields: ({ control }) => (
    <>
      <TextField
        control={control}
        name="crateTypeName"
        label="Crate Type Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <AmountField control={control} name="capacityKg" label="Capacity (kg)" required />
      <AmountField
        control={control}
        name="lostValue"
        label="Lost Value (₹)"
        required
        hint="Charged for each crate a party does not bring back."
      />
      <CheckboxField
        control={control}
        name="isReturnable"
        label="Returnable"
        description="Lent to farmers and buyers and taken back; a one-way box has no balance."
      />
    </>
  ),
})
