import { DistrictFormSchema, type DistrictRow } from '@contracts'
import { crudForm, idKey } from '@/components/crud-page'
import { LocationCascade, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

type District = Pick<DistrictRow, 'districtID' | 'stateID' | 'districtName' | 'districtNameMr'>

export const districtForm = crudForm(DistrictFormSchema, {
  empty: { stateID: undefined, districtName: '', districtNameMr: '' },
  fromModel: ({ stateID, districtName, districtNameMr }: District) => ({
    stateID,
    districtName,
    districtNameMr,
  }),
  toBody: (values, key) => ({ ...values, districtID: idKey(key) }),
  fields: (form) => (
    <>
      <LocationCascade form={form} names={{ state: 'stateID' }} required />
      <TextField
        control={form.control}
        name="districtName"
        label="District Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <TextField
        control={form.control}
        name="districtNameMr"
        label="Marathi Name"
        maxLength={50}
        normalise={withoutLeadingSpaces}
      />
    </>
  ),
})
