import { type Farmer, type FarmerFormInput, FarmerFormSchema } from '@contracts'
import type { UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import { type CrudForm, duplicateConfirmation } from '@/components/crud-page'
import {
  digitsOnly,
  FarmerContactFields,
  FormSection,
  LocationCascade,
  MarketsField,
  nameAsTyped,
  noSpaces,
  OpeningBalanceFields,
  TextField,
  upperCaseCode,
} from '@/components/form'

type FarmerFormOutput = v.InferOutput<typeof FarmerFormSchema>
type FarmerForm = UseFormReturn<FarmerFormInput, unknown, FarmerFormOutput>

/** Who, where, identity, bank, balance brought forward and markets. */
function FarmerFields({ form }: { form: FarmerForm }) {
  const { control } = form
  return (
    <>
      <FormSection title="Farmer">
        <FarmerContactFields control={control} />
        <LocationCascade
          form={form}
          names={{ state: 'stateID', district: 'districtID', taluka: 'talukaID' }}
        />
      </FormSection>
      <FormSection title="Identity">
        <TextField
          control={control}
          name="aadhaarLast4"
          label="Aadhaar (last 4 digits only)"
          hint="Never enter the full Aadhaar number."
          inputMode="numeric"
          maxLength={4}
          normalise={digitsOnly}
        />
        <TextField control={control} name="pan" label="PAN" maxLength={10} normalise={upperCaseCode} />
      </FormSection>
      <FormSection title="Bank and UPI">
        <TextField
          control={control}
          name="bankAccountName"
          label="Account Holder Name"
          maxLength={50}
          normalise={nameAsTyped}
        />
        <TextField
          control={control}
          name="bankAccountNo"
          label="Account Number"
          inputMode="numeric"
          maxLength={18}
          normalise={digitsOnly}
        />
        <TextField control={control} name="ifsc" label="IFSC" maxLength={11} normalise={upperCaseCode} />
        <TextField
          control={control}
          name="upiId"
          label="UPI ID"
          type="email"
          inputMode="email"
          maxLength={100}
          normalise={noSpaces}
        />
      </FormSection>
      <FormSection title="Opening Balance">
        <OpeningBalanceFields
          control={control}
          hint="Payable: the firm owes the farmer. Receivable: the farmer owes the firm."
        />
      </FormSection>
      <MarketsField
        control={control}
        name="marketKeyIDs"
        hint="Token entry offers a farmer only in these markets."
        className="sm:col-span-2"
      />
    </>
  )
}

const EMPTY: FarmerFormInput = {
  farmerName: '',
  mobileNo: '',
  village: '',
  stateID: undefined,
  districtID: undefined,
  talukaID: undefined,
  aadhaarLast4: '',
  pan: '',
  bankAccountName: '',
  bankAccountNo: '',
  ifsc: '',
  upiId: '',
  openingBalance: 0,
  openingBalanceType: 'Payable',
  marketKeyIDs: [],
}

/** The farmer form; a new farmer starts in the market chosen in the top bar. */
export const farmerForm = (
  selectedMarketKeyID: string | null,
): CrudForm<Farmer, FarmerFormInput, FarmerFormOutput, FarmerFormInput> => ({
  schema: FarmerFormSchema,
  empty: { ...EMPTY, marketKeyIDs: selectedMarketKeyID ? [selectedMarketKeyID] : [] },
  fromModel: ({ farmerKeyID: _key, farmerCode: _code, ...farmer }) => farmer,
  toBody: (values, key) => ({ ...values, farmerKeyID: key === null ? '' : String(key) }),
  fields: (form) => <FarmerFields form={form} />,
  size: 'lg',
  confirm: duplicateConfirmation(),
})
