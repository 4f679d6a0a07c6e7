import { TRANSPORTATION_TYPES, VehicleTypeFormSchema, type VehicleTypeRow } from '@contracts'
import { crudForm, idKey } from '@/components/crud-page'
import { AmountField, nameAsTyped, SelectFormField, TextField } from '@/components/form'

type VehicleType = Omit<VehicleTypeRow, 'isActive' | 'createdDate'>

export const vehicleTypeForm = crudForm(VehicleTypeFormSchema, {
  empty: {
    vehicleTypeName: '',
    defaultTransportationType: undefined,
    entryFee: undefined,
    typicalCapacityKg: undefined,
  },
  fromModel: ({ vehicleTypeID: _key, ...values }: VehicleType) => values,
  toBody: (values, key) => ({ ...values, vehicleTypeID: idKey(key) }),
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
