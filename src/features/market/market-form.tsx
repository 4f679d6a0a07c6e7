import {
  type AddUpdateMarketRequest,
  MARKET_ADDRESS_MAX,
  MARKET_NAME_MAX,
  type Market,
  type MarketFormInput,
  MarketFormSchema,
} from '@contracts'
import type { UseFormReturn } from 'react-hook-form'
import type { CrudForm } from '@/components/crud-page'
import {
  ImageField,
  LocationCascade,
  MobileNumberField,
  nameAsTyped,
  TextField,
  withoutLeadingSpaces,
} from '@/components/form'
import { getLogin } from '@/lib/storage'

type MarketForm = UseFormReturn<MarketFormInput, unknown, MarketFormInput>

/** The seven fields in the spec's order, with their typing and required rules. */
function MarketFields({ form }: { form: MarketForm }) {
  const { control } = form
  return (
    <>
      <TextField
        control={control}
        name="marketPlaceName"
        label="Market Name"
        required
        maxLength={MARKET_NAME_MAX}
        normalise={nameAsTyped}
        className="sm:col-span-2"
      />
      <LocationCascade
        form={form}
        names={{ state: 'stateID', district: 'districtID', taluka: 'talukaID' }}
        required
      />
      <MobileNumberField control={control} name="marketMobileNo" />
      <TextField
        control={control}
        name="marketAddress"
        label="Address"
        required
        maxLength={MARKET_ADDRESS_MAX}
        normalise={withoutLeadingSpaces}
        className="sm:col-span-2"
      />
      <ImageField
        control={control}
        name="paymentQRPhotoUrl"
        label="Payment QR Code Photo"
        moduleName="Market"
        required
        className="sm:col-span-2"
      />
    </>
  )
}

export const marketForm: CrudForm<Market, MarketFormInput, MarketFormInput, AddUpdateMarketRequest> = {
  schema: MarketFormSchema,
  empty: {
    marketPlaceName: '',
    stateID: undefined,
    districtID: undefined,
    talukaID: undefined,
    marketMobileNo: '',
    marketAddress: '',
    paymentQRPhotoUrl: '',
  },
  fromModel: (market) => ({
    marketPlaceName: market.marketPlaceName,
    stateID: market.stateID,
    districtID: market.districtID,
    talukaID: market.talukaID,
    marketMobileNo: market.marketMobileNo,
    marketAddress: market.marketAddress,
    paymentQRPhotoUrl: market.paymentQRPhotoUrl,
  }),
  toBody: (values, key) => {
    const { userKeyID, companyKeyID } = getLogin()
    return { ...values, marketKeyID: key === null ? '' : String(key), userKeyID, companyKeyID }
  },
  fields: (form) => <MarketFields form={form} />,
}
