import {
  ENTRY_FEE_MODES,
  GRADING_TYPES,
  normaliseVehicleNo,
  TRANSPORT,
  TRANSPORTATION_TYPES,
  tokenLabel,
  type VehicleEntry,
  type VehicleEntryFormInput,
  VehicleEntryFormSchema,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import type * as v from 'valibot'
import { optionText } from '@/components/data-table'
import {
  AmountField,
  CheckboxField,
  digitsOnly,
  FormDialog,
  KeyFlowFieldset,
  nameAsTyped,
  SelectFormField,
  TextField,
} from '@/components/form'
import { farmerQueries } from '@/features/farmer/api'
import { productQueries } from '@/features/product/api'
import { tokenQueries } from '@/features/token/api'
import { vehicleTypeQueries } from '@/features/vehicle-type/api'
import { useSaveVehicleEntry, vehicleEntryQueries } from './api'
import { CrateReturns } from './crate-returns'
import { entryCratesNote } from './crates-note'
import { QuickFarmer } from './quick-farmer'
import { newTokenLine, type SavedTokens, TokenLines } from './token-lines'

type EntryOutput = v.InferOutput<typeof VehicleEntryFormSchema>
type EntryForm = UseFormReturn<VehicleEntryFormInput, unknown, EntryOutput>

const gradingText = optionText(GRADING_TYPES)

export interface VehicleEntryFormDialogProps {
  /** Closed when null; `{ key: null }` adds, a key edits that entry. */
  editing: { key: string | null } | null
  marketKeyID: string
  marketName: string
  onClose: () => void
  onSaved: (message: string) => void
}

const fromModel = (entry: VehicleEntry): VehicleEntryFormInput => ({
  vehicleEntryKeyID: entry.vehicleEntryKeyID,
  marketKeyID: entry.marketKeyID,
  vehicleNo: entry.vehicleNo,
  isUnregistered: entry.isUnregistered,
  vehicleTypeID: entry.vehicleTypeID,
  transportationType: entry.transportationType as 1 | 2,
  driverName: entry.driverName,
  driverMobile: entry.driverMobile,
  fromVillage: entry.fromVillage,
  loadedWeightKg: entry.loadedWeightKg || undefined,
  entryFee: entry.entryFee,
  entryFeeMode: entry.entryFeeMode as 1 | 2,
  remarks: entry.remarks,
  tokens: entry.tokens.map((t) => ({
    tokenKeyID: t.tokenKeyID,
    farmerKeyID: t.farmerKeyID,
    productID: t.productID,
    declaredCrates: t.declaredCrates,
    gradingType: t.gradingType as 0 | 1 | 2 | 3,
    remarks: t.remarks,
  })),
  crateReturns: entry.crateReturns.map((r) => ({
    farmerKeyID: r.farmerKeyID,
    crateTypeID: r.crateTypeID,
    quantity: r.quantity,
  })),
})

const savedTokens = (entry: VehicleEntry | undefined): SavedTokens =>
  new Map(
    (entry?.tokens ?? []).map((t) => [
      t.tokenKeyID,
      {
        tokenNo: t.tokenNo,
        status: t.status,
        text: `${t.farmerCode} ${t.farmerName} · ${t.productName} · ${t.declaredCrates} crates · ${gradingText(t.gradingType)}`,
      },
    ]),
  )

/** The market's usual lot: the product and grading of the last token issued there. */
function useUsualLot(marketKeyID: string, enabled: boolean) {
  const last = useQuery({
    ...tokenQueries.list({
      marketKeyID,
      pageNo: 0,
      pageSize: 1,
      sortingColumnName: 'createdDate',
      sortingDirection: 'desc',
      searchKeyword: '',
      fromDate: '',
      toDate: '',
    }),
    enabled,
  })
  const row = last.data?.data[0]
  return {
    settled: !enabled || !last.isPending,
    lot: row ? { productID: row.productID, gradingType: row.gradingType as 0 | 1 | 2 | 3 } : undefined,
  }
}

/**
 * 'Add Vehicle Entry' / 'Update Vehicle Entry': the vehicle and its farmers' tokens in one form, made
 * to be filled from the keyboard (KeyFlowFieldset). An edit loads the entry first.
 */
export function VehicleEntryFormDialog({
  editing,
  marketKeyID,
  marketName,
  onClose,
  onSaved,
}: VehicleEntryFormDialogProps) {
  const key = editing?.key ?? null
  const model = useQuery({ ...vehicleEntryQueries.model(key), enabled: key !== null })
  // Asked while the list is open, so an Add opens at once.
  const usual = useUsualLot(marketKeyID, key === null)
  const save = useSaveVehicleEntry()

  const empty: VehicleEntryFormInput = {
    vehicleEntryKeyID: '',
    marketKeyID,
    vehicleNo: '',
    isUnregistered: false,
    vehicleTypeID: undefined as unknown as number,
    transportationType: undefined as unknown as 1,
    driverName: '',
    driverMobile: '',
    fromVillage: '',
    loadedWeightKg: undefined,
    entryFee: null,
    entryFeeMode: 1,
    remarks: '',
    tokens: [newTokenLine(usual.lot)],
    crateReturns: [],
  }
  const defaultValues =
    key === null
      ? usual.settled
        ? empty
        : undefined
      : model.data && !model.isFetching
        ? fromModel(model.data)
        : undefined

  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={key === null ? 'Add Vehicle Entry' : 'Update Vehicle Entry'}
      schema={VehicleEntryFormSchema}
      defaultValues={defaultValues}
      loadError={key !== null && model.isError && !model.isFetching ? model.error.message : null}
      onRetryLoad={() => model.refetch()}
      onSubmit={async (values) => {
        const entry = await save.mutateAsync(values)
        const tokens = entry.tokens.map((t) => tokenLabel(t.tokenNo)).join(', ')
        const done = key === null ? 'Vehicle Entry Added Successfully' : 'Vehicle Entry Updated Successfully'
        return [`${done}. Entry ${entry.entryNo}, tokens ${tokens}.`, entryCratesNote(entry)]
          .filter(Boolean)
          .join(' ')
      }}
      onSaved={onSaved}
      size="lg"
    >
      {(form) => (
        <EntryFields
          form={form}
          marketKeyID={marketKeyID}
          marketName={marketName}
          saved={savedTokens(model.data)}
        />
      )}
    </FormDialog>
  )
}

interface EntryFieldsProps {
  form: EntryForm
  marketKeyID: string
  marketName: string
  saved: SavedTokens
}

function EntryFields({ form, marketKeyID, marketName, saved }: EntryFieldsProps) {
  const { control, setValue, getValues } = form
  const vehicleTypes = useQuery(vehicleTypeQueries.lookup())
  const products = useQuery(productQueries.lookup())
  const farmers = useQuery(farmerQueries.lookup(marketKeyID))
  const transport = form.watch('transportationType')
  const trolley = transport === TRANSPORT.Trolley

  // The dialog may have opened on its loading state: the clerk starts typing the vehicle number.
  useEffect(() => {
    if (!getValues('vehicleEntryKeyID')) form.setFocus('vehicleNo')
  }, [form, getValues])

  const typeOptions = (vehicleTypes.data ?? []).map((t) => ({
    value: t.vehicleTypeID,
    label: t.vehicleTypeName,
  }))

  const focusLine = (index: number) =>
    // After React has drawn the new line.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[data-token-line="${index}"] input[role=combobox]`)?.focus(),
    )

  const lines = useFieldArray({ control, name: 'tokens', keyName: 'rowKey' })
  const addLine = (farmerKeyID = '') => {
    if (trolley) return
    const tokens = getValues('tokens')
    lines.append({ ...newTokenLine(tokens.at(-1)), farmerKeyID }, { shouldFocus: false })
    focusLine(tokens.length)
  }

  return (
    <KeyFlowFieldset label="Vehicle and tokens" addLine={{ hint: 'add token', run: () => addLine() }}>
      <TextField
        control={control}
        name="vehicleNo"
        label="Vehicle No."
        required
        maxLength={15}
        normalise={normaliseVehicleNo}
        hint="Upper case, no spaces: MH15AB1234."
      />
      <CheckboxField
        control={control}
        name="isUnregistered"
        label="Unregistered vehicle"
        description="No plates or a temporary number: the number is not checked."
      />
      <SelectFormField
        control={control}
        name="vehicleTypeID"
        label="Vehicle Type"
        required
        options={typeOptions}
        onValueChange={(id) => {
          const type = vehicleTypes.data?.find((t) => t.vehicleTypeID === id)
          if (!type) return
          setValue('transportationType', type.defaultTransportationType as 1 | 2)
          setValue('entryFee', type.entryFee)
        }}
      />
      <SelectFormField
        control={control}
        name="transportationType"
        label="Transport Type"
        required
        options={TRANSPORTATION_TYPES}
      />
      <AmountField control={control} name="entryFee" label="Entry Fee (₹)" hint="From the vehicle type." />
      <SelectFormField control={control} name="entryFeeMode" label="Fee Paid By" options={ENTRY_FEE_MODES} />
      <TextField
        control={control}
        name="driverName"
        label="Driver Name"
        maxLength={50}
        normalise={nameAsTyped}
      />
      <TextField
        control={control}
        name="driverMobile"
        label="Driver Mobile"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        normalise={digitsOnly}
      />
      <TextField
        control={control}
        name="fromVillage"
        label="Village"
        maxLength={50}
        normalise={nameAsTyped}
      />
      {trolley && <AmountField control={control} name="loadedWeightKg" label="Loaded Weight (kg)" required />}
      <TextField control={control} name="remarks" label="Remarks" maxLength={200} />
      <TokenLines
        form={form}
        farmers={farmers.data ?? []}
        farmersLoading={farmers.isPending}
        products={products.data ?? []}
        saved={saved}
        lines={lines}
        onAddLine={() => addLine()}
      />
      <CrateReturns form={form} farmers={farmers.data ?? []} />
      <QuickFarmer
        marketKeyID={marketKeyID}
        marketName={marketName}
        onPicked={(farmerKeyID) => {
          const tokens = getValues('tokens')
          const blank = tokens.findIndex((t) => !t.farmerKeyID)
          if (blank >= 0) setValue(`tokens.${blank}.farmerKeyID`, farmerKeyID, { shouldValidate: true })
          else addLine(farmerKeyID)
        }}
      />
    </KeyFlowFieldset>
  )
}
