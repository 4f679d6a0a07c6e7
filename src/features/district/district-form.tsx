import { DistrictFormSchema, type DistrictRow } from '@contracts'
import type * as v from 'valibot'
import type { CrudForm } from '@/components/crud-page'
import { LocationCascade, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

type DistrictFormInput = v.InferInput<typeof DistrictFormSchema>
type DistrictFormOutput = v.InferOutput<typeof DistrictFormSchema>
type District = Pick<DistrictRow, 'districtID' | 'stateID' | 'districtName' | 'districtNameMr'>

export const districtForm: CrudForm<
  District,
  DistrictFormInput,
  DistrictFormOutput,
  DistrictFormOutput & { districtID: number | null }
> = {
  schema: DistrictFormSchema,
  empty: { stateID: undefined, districtName: '', districtNameMr: '' },
  fromModel: ({ stateID, districtName, districtNameMr }) => ({ stateID, districtName, districtNameMr }),
  toBody: (values, key) => ({ ...values, districtID: key === null ? null : Number(key) }),
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
}
