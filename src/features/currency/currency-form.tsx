import { CURRENCY_KINDS, CurrencyFormSchema, type CurrencyRow } from '@contracts'
import { crudForm, idKey } from '@/components/crud-page'
import { nameAsTyped, SelectFormField, TextField, WholeNumberField } from '@/components/form'

type Currency = Pick<CurrencyRow, 'currencyID' | 'denomination' | 'kind' | 'displayName' | 'sortOrder'>

const KIND_OPTIONS = CURRENCY_KINDS.map((kind) => ({ value: kind, label: kind }))

export const currencyForm = crudForm(CurrencyFormSchema, {
  empty: { denomination: undefined, kind: undefined, displayName: '', sortOrder: undefined },
  fromModel: ({ denomination, kind, displayName, sortOrder }: Currency) => ({
    denomination,
    kind,
    displayName,
    sortOrder,
  }),
  toBody: (values, key) => ({ ...values, currencyID: idKey(key) }),
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
