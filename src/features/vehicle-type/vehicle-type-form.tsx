import { TRANSPORTATION_TYPES, VehicleTypeFormSchema } from '@contracts'
import { masterForm } from '@/components/crud-page'
import { AmountField, nameAsTyped, SelectFormField, TextField } from '@/components/form'

export const vehicleTypeForm = masterForm(VehicleTypeFormSchema, 'vehicleTypeID', {
  empty: {
    vehicleTypeName: '',
    defaultTransportationType: undefined,
    entryFee: undefined,
    typicalCapacityKg: undefined,
  },
  fields: ({ control }) => (
    <>
      <TextField
        control={control}
        name="vehicleTypeName"
        label="Vehicle Type Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <SelectFormField
        control={control}
        name="defaultTransportationType"
        label="Default Transportation Type"
        required
        options={TRANSPORTATION_TYPES}
      />
      <AmountField
        control={control}
        name="entryFee"
        label="Entry Fee (₹)"
        required
        hint="Charged at the gate for each entry."
      />
      <AmountField control={control} name="typicalCapacityKg" label="Typical Capacity (kg)" required />
    </>
  ),
})
