import {
  MARKET_ADDRESS_MAX,
  MARKET_MESSAGES,
  MARKET_NAME_MAX,
  type Market,
  type MarketFormInput,
  MarketFormSchema,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import type { DefaultValues, UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import {
  digitsOnly,
  FormDialog,
  ImageField,
  SelectFormField,
  TextField,
  withFirstLetterCapitalised,
  withoutLeadingSpaces,
} from '@/components/form'
import { locationQueries, marketQueries, useSaveMarket } from './api'

export interface MarketFormDialogProps {
  /** Closed when null; { marketKeyID: null } adds a market, a key edits that market. */
  target: { marketKeyID: string | null } | null
  onClose: () => void
  onSaved: (message: string) => void
}

const NEW_MARKET: DefaultValues<MarketFormInput> = {
  marketPlaceName: '',
  stateID: undefined,
  districtID: undefined,
  talukaID: undefined,
  marketMobileNo: '',
  marketAddress: '',
  paymentQRPhotoUrl: '',
}

const formValues = (market: Market): MarketFormInput => ({
  marketPlaceName: market.marketPlaceName,
  stateID: market.stateID,
  districtID: market.districtID,
  talukaID: market.talukaID,
  marketMobileNo: market.marketMobileNo,
  marketAddress: market.marketAddress,
  paymentQRPhotoUrl: market.paymentQRPhotoUrl,
})

/** Spec §2 market form: 'Add Market' or 'Update Market', the seven fields in the spec's order. */
export function MarketFormDialog({ target, onClose, onSaved }: MarketFormDialogProps) {
  const marketKeyID = target?.marketKeyID ?? null
  const model = useQuery({ ...marketQueries.model(marketKeyID ?? ''), enabled: Boolean(marketKeyID) })
  const save = useSaveMarket()
  // A record refetching after a save is stale until it lands: wait rather than edit old values.
  const defaultValues = !marketKeyID
    ? NEW_MARKET
    : model.data && !model.isFetching
      ? formValues(model.data)
      : undefined

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={marketKeyID ? 'Update Market' : 'Add Market'}
      schema={MarketFormSchema}
      defaultValues={defaultValues}
      loadError={marketKeyID && model.isError && !model.isFetching ? model.error.message : null}
      onRetryLoad={() => model.refetch()}
      onSubmit={async (values) => {
        await save.mutateAsync({ values, marketKeyID })
        return marketKeyID ? MARKET_MESSAGES.updated : MARKET_MESSAGES.added
      }}
      onSaved={onSaved}
    >
      {(form) => <MarketFields form={form} />}
    </FormDialog>
  )
}

type MarketForm = UseFormReturn<MarketFormInput, unknown, MarketFormInput>

const nameAsTyped = (value: string) => withFirstLetterCapitalised(withoutLeadingSpaces(value))

function MarketFields({ form }: { form: MarketForm }) {
  const { control, setValue } = form
  const [stateID, districtID] = useWatch({ control, name: ['stateID', 'districtID'] })
  const states = useQuery(locationQueries.states())
  const districts = useQuery(locationQueries.districts(stateID))
  const talukas = useQuery(locationQueries.talukas(districtID))
  // Spec §4: a new state clears district and taluka; a new district clears the taluka.
  const clear = (name: 'districtID' | 'talukaID') => setValue(name, undefined as never)

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
      <SelectFormField
        control={control}
        name="stateID"
        label="State"
        required
        placeholder={states.isLoading ? 'Loading…' : 'Select state'}
        options={states.data?.map((s) => ({ value: s.stateID, label: s.stateName })) ?? []}
        onValueChange={() => {
          clear('districtID')
          clear('talukaID')
        }}
      />
      <SelectFormField
        control={control}
        name="districtID"
        label="District"
        required
        placeholder={districts.isLoading ? 'Loading…' : 'Select district'}
        options={districts.data?.map((d) => ({ value: d.districtID, label: d.districtName })) ?? []}
        onValueChange={() => clear('talukaID')}
      />
      <SelectFormField
        control={control}
        name="talukaID"
        label="Taluka"
        required
        placeholder={talukas.isLoading ? 'Loading…' : 'Select taluka'}
        options={talukas.data?.map((t) => ({ value: t.talukaID, label: t.talukaName })) ?? []}
      />
      <TextField
        control={control}
        name="marketMobileNo"
        label="Mobile Number"
        required
        type="tel"
        inputMode="numeric"
        maxLength={10}
        normalise={digitsOnly}
      />
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
