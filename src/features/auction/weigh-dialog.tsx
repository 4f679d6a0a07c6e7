import { AuctionLineWeightSchema, fromPaise, linePaise, lineWeight, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type Control, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { AmountField, FormDialog, KeyFlowFieldset } from '@/components/form'
import { formatMoney, formatNumber } from '@/lib/format'
import { auctionQueries, useSaveLineWeight } from './api'

export interface WeighDialogProps {
  /** The line being weighed; closed when null. */
  auctionLineKeyID: string | null
  onClose: () => void
  onSaved: (message: string) => void
}

const kg = (value: number) => `${formatNumber(value)} kg`

/**
 * The weighing step of a per-kg (per 10 kg, per quintal) line: the gross from the scale, the crates'
 * tare and allowance taken off, or a net the weighman enters; the amount follows.
 */
export function WeighDialog({ auctionLineKeyID, onClose, onSaved }: WeighDialogProps) {
  const model = useQuery(auctionQueries.line(auctionLineKeyID))
  const save = useSaveLineWeight()
  const line = model.data
  return (
    <FormDialog
      open={auctionLineKeyID !== null}
      onClose={onClose}
      title={line ? `Weigh ${tokenLabel(line.tokenNo)} ${line.gradeName} · ${line.buyerName}` : 'Weigh line'}
      schema={AuctionLineWeightSchema}
      defaultValues={
        line
          ? {
              auctionLineKeyID: line.auctionLineKeyID,
              grossWeightKg: line.grossWeightKg ?? undefined,
              netWeightKg: undefined,
              confirmWarnings: false,
            }
          : undefined
      }
      loadError={model.error?.message}
      onRetryLoad={() => model.refetch()}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values)
        return `Weighed: net ${kg(saved.netWeightKg)}, amount ${formatMoney(saved.amount)}.`
      }}
      onSaved={onSaved}
    >
      {({ control }) =>
        line && (
          <KeyFlowFieldset label="Weights">
            <AmountField control={control} name="grossWeightKg" label="Gross weight (kg)" />
            <AmountField
              control={control}
              name="netWeightKg"
              label="Net weight (kg)"
              hint="Only when the scale gives the net; leave empty to take tare and allowance off the gross."
            />
            <WeighedFigures control={control} line={line} />
          </KeyFlowFieldset>
        )
      }
    </FormDialog>
  )
}

function WeighedFigures({
  control,
  line,
}: {
  control: Control<
    v.InferInput<typeof AuctionLineWeightSchema>,
    unknown,
    v.InferOutput<typeof AuctionLineWeightSchema>
  >
  line: { crates: number; tareKg: number; allowanceKg: number; rateUnit: number; rate: number }
}) {
  const [grossWeightKg, netWeightKg] = useWatch({ control, name: ['grossWeightKg', 'netWeightKg'] })
  const weight = lineWeight({
    crates: line.crates,
    grossWeightKg: grossWeightKg ?? null,
    netWeightKg: netWeightKg ?? null,
    crateTareKg: line.tareKg / line.crates,
    allowanceKgPerCrate: line.allowanceKg / line.crates,
  })
  const paise =
    weight.netWeightKg && weight.netWeightKg > 0
      ? linePaise({
          rateUnit: line.rateUnit,
          rate: line.rate,
          crates: line.crates,
          netWeightKg: weight.netWeightKg,
        })
      : null
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:col-span-2">
      <dt className="text-slate-600">Tare ({line.crates} crates)</dt>
      <dd className="tabular-nums">{kg(weight.tareKg)}</dd>
      <dt className="text-slate-600">Allowance</dt>
      <dd className="tabular-nums">{kg(weight.allowanceKg)}</dd>
      <dt className="text-slate-600">Net</dt>
      <dd className="tabular-nums font-semibold">
        {weight.netWeightKg === null ? '—' : kg(weight.netWeightKg)}
      </dd>
      <dt className="text-slate-600">Amount</dt>
      <dd className="tabular-nums font-semibold">{paise === null ? '—' : formatMoney(fromPaise(paise))}</dd>
    </dl>
  )
}
