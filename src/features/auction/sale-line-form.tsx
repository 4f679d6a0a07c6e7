import {
  type AuctionLineFormInput,
  AuctionLineFormSchema,
  type BuyerLookupSchema,
  fromPaise,
  linePaise,
  lineWeight,
  RATE_UNITS,
} from '@contracts'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { type DefaultValues, useController, useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { NOT_ALLOWED } from '@/components/crud-page'
import { AmountField, SelectFormField, useFormKeys, WholeNumberField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Combobox } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'
import { formatMoney } from '@/lib/format'

export type SaleLineOutput = v.InferOutput<typeof AuctionLineFormSchema>
type BuyerLookup = v.InferOutput<typeof BuyerLookupSchema>

/** Enter walks buyer → crates → rate, and on the rate saves; Tab reaches the rate unit. */
export const SALE_KEY_HINT = 'Buyer code, Enter · crates, Enter · rate, Enter saves and moves to the next'

export interface SaleLineFormProps {
  defaults: DefaultValues<AuctionLineFormInput>
  buyers: readonly BuyerLookup[]
  buyersLoading: boolean
  /** Per crate of the product: what tare and allowance take off a weighed line. */
  crateTareKg: number
  allowanceKgPerCrate: number
  /** The clerk may save (Auction insert, or update for a change). */
  allowed: boolean
  /** Put the cursor in the buyer field when the form appears. */
  autoFocus: boolean
  submitLabel: string
  onSave: (values: SaleLineOutput) => void
  onCancelEdit?: () => void
}

/** One sale line of a grade, typed from the keyboard while the auction runs. */
export function SaleLineForm({
  defaults,
  buyers,
  buyersLoading,
  crateTareKg,
  allowanceKgPerCrate,
  allowed,
  autoFocus,
  submitLabel,
  onSave,
  onCancelEdit,
}: SaleLineFormProps) {
  const form = useForm<AuctionLineFormInput, unknown, SaleLineOutput>({
    resolver: valibotResolver(AuctionLineFormSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { control } = form
  const buyer = useController({ control, name: 'buyerKeyID' })
  const buyerBox = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Selected, so a buyer code typed over a loaded line replaces it.
    if (autoFocus) buyerBox.current?.querySelector('input')?.select()
  }, [autoFocus])

  const [crates, rate, rateUnit, grossWeightKg, netWeightKg] = useWatch({
    control,
    name: ['crates', 'rate', 'rateUnit', 'grossWeightKg', 'netWeightKg'],
  })
  const net = lineWeight({
    crates: Number(crates) || 0,
    grossWeightKg: grossWeightKg ?? null,
    netWeightKg: netWeightKg ?? null,
    crateTareKg,
    allowanceKgPerCrate,
  }).netWeightKg
  const paise =
    typeof rate === 'number' && typeof crates === 'number'
      ? linePaise({ rateUnit: Number(rateUnit), rate, crates, netWeightKg: net })
      : null

  // Ctrl+Enter as in every form; Enter here walks buyer → crates → rate and saves on the rate.
  const keys = useFormKeys()
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return
    if (event.ctrlKey || event.metaKey) return keys.onKeyDown(event)
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return
    const step = (event.target as HTMLElement).closest<HTMLElement>('[data-step]')?.dataset.step
    if (step === 'buyer') {
      event.preventDefault()
      form.setFocus('crates', { shouldSelect: true })
    } else if (step === 'crates') {
      event.preventDefault()
      form.setFocus('rate', { shouldSelect: true })
    }
  }

  return (
    <form
      noValidate
      aria-label="Sale line"
      ref={keys.ref}
      onKeyDownCapture={keys.onKeyDownCapture}
      onKeyDown={onKeyDown}
      onSubmit={form.handleSubmit((values) => onSave(values))}
    >
      <fieldset
        disabled={!allowed}
        title={allowed ? undefined : NOT_ALLOWED}
        className="flex flex-wrap items-start gap-3"
      >
        <div data-step="buyer" ref={buyerBox} className="w-64">
          <Field label="Buyer" required error={buyer.fieldState.error?.message}>
            {({ id, describedBy, invalid }) => (
              <Combobox
                id={id}
                value={buyer.field.value || null}
                onChange={(value) => {
                  buyer.field.onChange(value)
                  form.setFocus('crates', { shouldSelect: true })
                }}
                options={buyers.map((b) => ({
                  value: b.buyerKeyID,
                  label: `${b.buyerCode} ${b.firmName}`,
                  description: b.city,
                }))}
                loading={buyersLoading}
                placeholder="Code or name"
                emptyText="No buyer of this market matches."
                invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        </div>
        <div data-step="crates" className="w-24">
          <WholeNumberField control={control} name="crates" label="Crates" required maxDigits={5} />
        </div>
        <div data-step="rate" className="w-40">
          <AmountField control={control} name="rate" label="Rate (₹)" required />
        </div>
        <SelectFormField
          control={control}
          name="rateUnit"
          label="Rate unit"
          options={RATE_UNITS}
          required
          className="w-40"
        />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700">Amount</span>
          <output
            aria-label="Line amount"
            className="flex h-10 items-center text-lg font-semibold tabular-nums text-slate-900"
          >
            {paise !== null
              ? formatMoney(fromPaise(paise))
              : typeof rate === 'number'
                ? 'After weighing'
                : '—'}
          </output>
        </div>
        <div className="mt-6 flex gap-2">
          <Button type="submit">{submitLabel}</Button>
          {onCancelEdit && (
            <Button type="button" variant="secondary" onClick={onCancelEdit}>
              Cancel
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  )
}
