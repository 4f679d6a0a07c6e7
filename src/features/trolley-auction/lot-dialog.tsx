import {
  TROLLEY_AUCTION_MESSAGES,
  TROLLEY_RATE_TYPE,
  TROLLEY_RATE_TYPES,
  type TrolleyAuctionFormInput,
  TrolleyAuctionFormSchema,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import * as v from 'valibot'
import { AmountField, BuyerPicker, FormDialog, KeyFlowFieldset, SelectFormField } from '@/components/form'
import { buyerQueries } from '@/features/buyer/api'
import { formatMoney, formatNumber } from '@/lib/format'
import { useSaveTrolleyLot } from './api'
import { lotFigures } from './lot-figures'

type LotOutput = v.InferOutput<typeof TrolleyAuctionFormSchema>
type LotForm = UseFormReturn<TrolleyAuctionFormInput, unknown, LotOutput>

/** The trolley being sold or weighed: its token as the gate recorded it, and its lot once priced. */
export interface LotSubject {
  tokenKeyID: string
  tokenNo: number
  farmerCode: number
  farmerName: string
  village: string
  vehicleNo: string
  productName: string
  loadedWeightKg: number
  /** Known when the tractor left through the gate weighed empty, or the lot was weighed. */
  emptyWeightKg: number | null
  lot: {
    trolleyAuctionKeyID: string
    buyerKeyID: string
    rateType: number
    rate: number
    lumpSumAmount: number
  } | null
}

/**
 * The form's own checks beyond the contract's: the loaded weight is there (the gate's, or typed),
 * and the tractor weighed empty is lighter than loaded.
 */
const lotSchema = v.pipe(
  TrolleyAuctionFormSchema,
  v.forward(
    v.check((lot) => (lot.loadedWeightKg ?? 0) > 0, TROLLEY_AUCTION_MESSAGES.loadedRequired),
    ['loadedWeightKg'],
  ),
  v.forward(
    v.partialCheck(
      [['loadedWeightKg'], ['emptyWeightKg']],
      (lot) => !lot.emptyWeightKg || lot.emptyWeightKg < (lot.loadedWeightKg ?? 0),
      (issue) =>
        TROLLEY_AUCTION_MESSAGES.emptyNotBelowLoaded(
          (issue.input as { loadedWeightKg?: number | null }).loadedWeightKg ?? 0,
        ),
    ),
    ['emptyWeightKg'],
  ),
)

const fromSubject = (subject: LotSubject): TrolleyAuctionFormInput => ({
  trolleyAuctionKeyID: subject.lot?.trolleyAuctionKeyID ?? '',
  tokenKeyID: subject.tokenKeyID,
  buyerKeyID: subject.lot?.buyerKeyID ?? '',
  rateType: (subject.lot?.rateType ?? TROLLEY_RATE_TYPE.PerQuintal) as 1 | 2,
  rate: subject.lot?.rate || undefined,
  lumpSumAmount: subject.lot?.lumpSumAmount || undefined,
  loadedWeightKg: subject.loadedWeightKg || undefined,
  emptyWeightKg: subject.emptyWeightKg ?? undefined,
})

export interface LotDialogProps {
  /** Closed when null. */
  subject: LotSubject | null
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * 'Sell T-014' / 'Lot T-014': the buyer and price of a trolley, and its empty weight when the tractor
 * leaves (saved without it, the lot is Rate Fixed; with it, Weighed). Filled from the keyboard.
 */
export function LotDialog({ subject, marketKeyID, onClose, onSaved }: LotDialogProps) {
  const save = useSaveTrolleyLot()
  const label = subject ? tokenLabel(subject.tokenNo) : ''
  return (
    <FormDialog
      open={subject !== null}
      onClose={onClose}
      title={subject?.lot ? `Lot ${label}` : `Sell ${label}`}
      schema={lotSchema}
      defaultValues={subject ? fromSubject(subject) : undefined}
      onSubmit={async (values) => {
        // Only the price of the chosen kind travels; the other stays 0.
        const lumpSum = values.rateType === TROLLEY_RATE_TYPE.LumpSum
        const body = {
          ...values,
          rate: lumpSum ? 0 : values.rate,
          lumpSumAmount: lumpSum ? values.lumpSumAmount : 0,
        }
        const lot = await save.mutateAsync(body)
        return lot.emptyWeightKg === null
          ? `${label} sold to ${lot.buyerName}: rate fixed, to be weighed empty.`
          : `${label} weighed: net ${formatNumber(lot.netWeightKg)} kg, ${formatMoney(lot.amount)} from ${lot.buyerName}.`
      }}
      onSaved={onSaved}
      size="md"
    >
      {(form) => subject && <LotFields form={form} subject={subject} marketKeyID={marketKeyID} />}
    </FormDialog>
  )
}

function LotFields({
  form,
  subject,
  marketKeyID,
}: {
  form: LotForm
  subject: LotSubject
  marketKeyID: string
}) {
  const { control } = form
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const draft = useWatch({ control })
  const lumpSum = draft.rateType === TROLLEY_RATE_TYPE.LumpSum

  // The clerk starts with the buyer the auctioneer calls out.
  useEffect(() => {
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('[data-lot-buyer] input[role=combobox]')?.focus(),
    )
  }, [])

  return (
    <KeyFlowFieldset label="Trolley lot">
      <p className="text-sm text-slate-700 sm:col-span-2">
        {subject.farmerCode} {subject.farmerName}, {subject.village} · {subject.productName} · vehicle{' '}
        {subject.vehicleNo}
      </p>
      <div data-lot-buyer className="sm:col-span-2">
        <BuyerPicker
          control={control}
          name="buyerKeyID"
          buyers={buyers.data ?? []}
          loading={buyers.isPending}
        />
      </div>
      <SelectFormField
        control={control}
        name="rateType"
        label="Rate Type"
        required
        options={TROLLEY_RATE_TYPES}
      />
      {lumpSum ? (
        <AmountField key="lumpSum" control={control} name="lumpSumAmount" label="Lump Sum (₹)" required />
      ) : (
        <AmountField key="rate" control={control} name="rate" label="Rate (₹/qtl)" required />
      )}
      <AmountField
        control={control}
        name="loadedWeightKg"
        label="Loaded Weight (kg)"
        required
        hint="From the gate."
      />
      <AmountField
        control={control}
        name="emptyWeightKg"
        label="Empty Weight (kg)"
        hint="When the tractor leaves; empty to fix the rate now."
      />
      <LotFiguresLine draft={draft} />
    </KeyFlowFieldset>
  )
}

/** Net, amount and, for a lump sum, its ₹ per quintal, as the lot is typed. */
function LotFiguresLine({ draft }: { draft: Partial<TrolleyAuctionFormInput> }) {
  const figures = lotFigures(draft)
  const net = figures.netWeightKg
  const parts = [
    net === null
      ? 'Net: once weighed empty'
      : `Net: ${formatNumber(net)} kg${net > 0 ? '' : ' (must be more than 0)'}`,
    `Amount: ${figures.amount === null ? '—' : formatMoney(figures.amount)}`,
    ...(draft.rateType === TROLLEY_RATE_TYPE.LumpSum
      ? [
          `₹/qtl: ${figures.impliedRatePerQuintal === null ? '—' : formatMoney(figures.impliedRatePerQuintal)}`,
        ]
      : []),
  ]
  return (
    <p
      role="status"
      aria-label="Lot figures"
      className="rounded-app bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900 tabular-nums sm:col-span-2"
    >
      {parts.join(' · ')}
    </p>
  )
}
