import { TalukaFormSchema, type TalukaRow } from '@contracts'
import type * as v from 'valibot'
import type { CrudForm } from '@/components/crud-page'
import { LocationCascade, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

type TalukaFormInput = v.InferInput<typeof TalukaFormSchema>
type TalukaFormOutput = v.InferOutput<typeof TalukaFormSchema>
type Taluka = Pick<TalukaRow, 'talukaID' | 'stateID' | 'districtID' | 'talukaName' | 'talukaNameMr'>

/** The state only narrows the district picker: changing it clears the district (spec §4). */
export const talukaForm: CrudForm<
  Taluka,
  TalukaFormInput,
  TalukaFormOutput,
  TalukaFormOutput & { talukaID: number | null }
> = {
  schema: TalukaFormSchema,
  empty: { stateID: undefined, districtID: undefined, talukaName: '', talukaNameMr: '' },
  fromModel: ({ stateID, districtID, talukaName, talukaNameMr }) => ({
    stateID,
    districtID,
    talukaName,
    talukaNameMr,
  }),
  toBody: (values, key) => ({ ...values, talukaID: key === null ? null : Number(key) }),
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
}
