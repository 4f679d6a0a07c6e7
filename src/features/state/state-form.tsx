import { StateFormSchema, type StateRow } from '@contracts'
import { crudForm, idKey } from '@/components/crud-page'
import { digitsOnly, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

type State = Pick<StateRow, 'stateID' | 'stateName' | 'stateCode' | 'stateNameMr'>

export const stateForm = crudForm(StateFormSchema, {
  empty: { stateName: '', stateCode: '', stateNameMr: '' },
  fromModel: ({ stateName, stateCode, stateNameMr }: State) => ({ stateName, stateCode, stateNameMr }),
  toBody: (values, key) => ({ ...values, stateID: idKey(key) }),
  fields: ({ control }) => (
    <>
      <TextField
        control={control}
        name="stateName"
        label="State Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <TextField
        control={control}
        name="stateCode"
        label="GST State Code"
        required
        hint="Two digits, as in the first two of a GSTIN (27 for Maharashtra)."
        inputMode="numeric"
        maxLength={2}
        normalise={digitsOnly}
      />
      <TextField
        control={control}
        name="stateNameMr"
        label="Marathi Name"
        maxLength={50}
        normalise={withoutLeadingSpaces}
        className="sm:col-span-2"
      />
    </>
  ),
})
