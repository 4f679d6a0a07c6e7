import { StateFormSchema } from '@contracts'
import { masterForm } from '@/components/crud-page'
import { digitsOnly, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'

export const stateForm = masterForm(StateFormSchema, 'stateID', {
  empty: { stateName: '', stateCode: '', stateNameMr: '' },
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
