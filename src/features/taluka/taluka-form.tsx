import { TalukaFormSchema, type TalukaRow } from '@contracts'
import { crudForm, idKey } from '@/components/crud-page'
import { LocationCascade, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

type Taluka = Pick<TalukaRow, 'talukaID' | 'stateID' | 'districtID' | 'talukaName' | 'talukaNameMr'>

/** The state only narrows the district picker: changing it clears the district. */
export const talukaForm = crudForm(TalukaFormSchema, {
  empty: { stateID: undefined, districtID: undefined, talukaName: '', talukaNameMr: '' },
  fromModel: ({ stateID, districtID, talukaName, talukaNameMr }: Taluka) => ({
    stateID,
    districtID,
    talukaName,
    talukaNameMr,
  }),
  toBody: (values, key) => ({ ...values, talukaID: idKey(key) }),
  fields: (form) => (
    <>
      <LocationCascade form={form} names={{ state: 'stateID', district: 'districtID' }} required />
      <TextField
        control={form.control}
        name="talukaName"
        label="Taluka Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <TextField
        control={form.control}
        name="talukaNameMr"
        label="Marathi Name"
        maxLength={50}
        normalise={withoutLeadingSpaces}
      />
    </>
  ),
})
