import { BUYER_TYPES, type Buyer, type BuyerFormInput, BuyerFormSchema } from '@contracts'
import type { DefaultValues, UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import { type CrudForm, duplicateConfirmation } from '@/components/crud-page'
import {
  AmountField,
  FormSection,
  LocationCascade,
  MarketsField,
  MobileNumberField,
  nameAsTyped,
  OpeningBalanceFields,
  SelectFormField,
  TextField,
  upperCaseCode,
  WholeNumberField,
  withoutLeadingSpaces,
} from '@/components/form'

type BuyerFormOutput = v.InferOutput<typeof BuyerFormSchema>
type BuyerForm = UseFormReturn<BuyerFormInput, unknown, BuyerFormOutput>

const TYPE_OPTIONS = BUYER_TYPES.map((type) => ({ value: type, label: type }))
export const DEFAULT_CREDIT_DAYS = 7

/** The firm, its tax numbers, where it is, its credit and markets. */
function BuyerFields({ form }: { form: BuyerForm }) {
  const { control } = form
  return (
    <>
      <FormSection title="Buyer">
        <TextField
          control={control}
          name="firmName"
          label="Firm Name"
          required
          maxLength={100}
          normalise={nameAsTyped}
        />
        <TextField
          control={control}
          name="proprietorName"
          label="Proprietor"
          maxLength={50}
          normalise={nameAsTyped}
        />
        <MobileNumberField control={control} name="mobileNo" />
        <SelectFormField
          control={control}
          name="buyerType"
          label="Buyer Type"
          required
          options={TYPE_OPTIONS}
        />
        <TextField
          control={control}
          name="traderLicenseNo"
          label="Trader Licence No."
          maxLength={30}
          normalise={withoutLeadingSpaces}
        />
      </FormSection>
      <FormSection title="Tax">
        <TextField
          control={control}
          name="gstin"
          label="GSTIN"
          hint="Leave empty for an unregistered buyer."
          maxLength={15}
          normalise={upperCaseCode}
        />
        <TextField control={control} name="pan" label="PAN" maxLength={10} normalise={upperCaseCode} />
      </FormSection>
      <FormSection title="Address">
        <TextField
          control={control}
          name="address"
          label="Address"
          maxLength={250}
          normalise={withoutLeadingSpaces}
          className="sm:col-span-2"
        />
        <TextField control={control} name="city" label="City" maxLength={50} normalise={nameAsTyped} />
        <LocationCascade form={form} names={{ state: 'stateID' }} />
      </FormSection>
      <FormSection title="Credit">
        <AmountField
          control={control}
          name="creditLimit"
          label="Credit Limit"
          required
          hint="0 means no limit."
        />
        <WholeNumberField
          control={control}
          name="creditDays"
          label="Credit Days"
          required
          maxDigits={3}
          hint="Days after the bill date when payment is due."
        />
      </FormSection>
      <FormSection title="Opening Balance">
        <OpeningBalanceFields
          control={control}
          hint="Receivable: the buyer owes the firm. Payable: the firm owes the buyer."
        />
      </FormSection>
      <MarketsField
        control={control}
        name="marketKeyIDs"
        hint="The auction offers a buyer only in these markets."
        className="sm:col-span-2"
      />
    </>
  )
}

const EMPTY: DefaultValues<BuyerFormInput> = {
  firmName: '',
  proprietorName: '',
  mobileNo: '',
  buyerType: undefined,
  traderLicenseNo: '',
  gstin: '',
  pan: '',
  address: '',
  city: '',
  stateID: undefined,
  creditLimit: 0,
  creditDays: DEFAULT_CREDIT_DAYS,
  openingBalance: 0,
  openingBalanceType: 'Receivable',
  marketKeyIDs: [],
}

/** The buyer form; a new buyer starts in the market chosen in the top bar. */
export const buyerForm = (
  selectedMarketKeyID: string | null,
): CrudForm<Buyer, BuyerFormInput, BuyerFormOutput, BuyerFormInput> => ({
  schema: BuyerFormSchema,
  empty: { ...EMPTY, marketKeyIDs: selectedMarketKeyID ? [selectedMarketKeyID] : [] },
  fromModel: ({ buyerKeyID: _key, buyerCode: _code, ...buyer }) => buyer,
  toBody: (values, key) => ({ ...values, buyerKeyID: key === null ? '' : String(key) }),
  fields: (form) => <BuyerFields form={form} />,
  size: 'lg',
  confirm: duplicateConfirmation(),
})
