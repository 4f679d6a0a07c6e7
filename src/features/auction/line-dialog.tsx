import {
  type AuctionLineFormInput,
  AuctionLineFormSchema,
  type AuctionLineRow,
  RATE_UNITS,
  rateNeedsWeight,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { AmountField, BuyerPicker, FormDialog, SelectFormField, WholeNumberField } from '@/components/form'
import { buyerQueries } from '@/features/buyer/api'
import { useSaveAuctionLine } from './api'

type LineOutput = v.InferOutput<typeof AuctionLineFormSchema>
type LineForm = UseFormReturn<AuctionLineFormInput, unknown, LineOutput>

export interface LineDialogProps {
  /** The Sold line being changed; closed when null. */
  line: AuctionLineRow | null
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * A weighed line keeps its gross weight and has its net worked out again from it (the crates' tare
 * and allowance may have changed with the crates); a line weighed by its net keeps that net.
 */
const fromRow = (line: AuctionLineRow): AuctionLineFormInput => ({
  auctionLineKeyID: line.auctionLineKeyID,
  tokenKeyID: line.tokenKeyID,
  gradeID: line.gradeID,
  buyerKeyID: line.buyerKeyID,
  crates: line.crates,
  rateUnit: line.rateUnit as AuctionLineFormInput['rateUnit'],
  rate: line.rate,
  grossWeightKg: line.grossWeightKg ?? undefined,
  netWeightKg: line.grossWeightKg === null && line.netWeightKg > 0 ? line.netWeightKg : undefined,
})

/** 'Edit Sale T-014 1 No.': the buyer, crates, rate and weights of a line not yet invoiced. */
export function LineDialog({ line, marketKeyID, onClose, onSaved }: LineDialogProps) {
  const buyers = useQuery({ ...buyerQueries.lookup(marketKeyID), enabled: line !== null })
  const save = useSaveAuctionLine()
  return (
    <FormDialog
      open={line !== null}
      onClose={onClose}
      title={line ? `Edit Sale ${tokenLabel(line.tokenNo)} ${line.gradeName}` : 'Edit Sale'}
      schema={AuctionLineFormSchema}
      defaultValues={line ? fromRow(line) : undefined}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values)
        return `Sale of ${tokenLabel(saved.tokenNo)} ${saved.gradeName} to ${saved.buyerName} updated.`
      }}
      onSaved={onSaved}
      size="md"
    >
      {(form) => {
        const { control } = form
        return (
          <>
            {line && (
              <p className="text-sm text-slate-700 sm:col-span-2">
                {line.farmerCode} {line.farmerName}, {line.village} · {line.productName} · {line.gradeName}
              </p>
            )}
            <BuyerPicker
              control={control}
              name="buyerKeyID"
              buyers={buyers.data ?? []}
              loading={buyers.isPending}
              className="sm:col-span-2"
            />
            <WholeNumberField control={control} name="crates" label="Crates" required maxDigits={5} />
            <SelectFormField
              control={control}
              name="rateUnit"
              label="Rate Unit"
              required
              options={RATE_UNITS}
            />
            <AmountField control={control} name="rate" label="Rate (₹)" required />
            <WeightFields form={form} />
          </>
        )
      }}
    </FormDialog>
  )
}

/** Gross and net weight, asked only of a rate that needs them. */
function WeightFields({ form }: { form: LineForm }) {
  const rateUnit = useWatch({ control: form.control, name: 'rateUnit' })
  if (!rateNeedsWeight(rateUnit)) return null
  return (
    <>
      <AmountField control={form.control} name="grossWeightKg" label="Gross Weight (kg)" />
      <AmountField
        control={form.control}
        name="netWeightKg"
        label="Net Weight (kg)"
        hint="Empty: gross less the crates’ tare and allowance."
      />
    </>
  )
}
