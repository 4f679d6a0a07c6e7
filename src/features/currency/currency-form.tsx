import { CURRENCY_KINDS, CurrencyFormSchema } from '@contracts'
import { masterForm } from '@/components/crud-page'
import { nameAsTyped, SelectFormField, TextField, WholeNumberField } from '@/components/form'

const KIND_OPTIONS = CURRENCY_KINDS.map((kind) => ({ value: kind, label: kind }))

export const currencyForm = masterForm(CurrencyFormSchema, 'currencyID', {
  empty: { denomination: undefined, kind: undefined, displayName: '', sortOrder: undefined },
  fields: ({ control }) => (
    <>
      <WholeNumberField
        control={control}
        name="denomination"
        label="Denomination (₹)"
        required
        maxDigits={6}
        hint="Whole rupees; 1 is the loose-coins bucket counted in rupees."
      />
      <SelectFormField control={control} name="kind" label="Kind" required options={KIND_OPTIONS} />
      <TextField
        control={control}
        name="displayName"
        label="Display Name"
        required
        maxLength={30}
        normalise={nameAsTyped}
        hint="As the wallet count shows it, e.g. ₹500."
      />
      <WholeNumberField
        control={control}
        name="sortOrder"
        label="Sort Order"
        required
        maxDigits={3}
        hint="Lower numbers are counted first."
      />
    </>
  ),
})
