import {
  GRADING_TYPES,
  type ProductLookupSchema,
  TOKEN_STATUS,
  TRANSPORT,
  tokenLabel,
  type VehicleEntryFormInput,
} from '@contracts'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { RowAction } from '@/components/data-table'
import { type FarmerLookup, FarmerPicker, SelectFormField, WholeNumberField } from '@/components/form'
import { Button } from '@/components/ui/button'

export type ProductLookup = v.InferOutput<typeof ProductLookupSchema>
// biome-ignore lint/suspicious/noExplicitAny: the form's output type is the caller's.
type EntryForm = UseFormReturn<VehicleEntryFormInput, unknown, any>
export type TokenLine = VehicleEntryFormInput['tokens'][number]

/** The number and state of a saved token, by its key: a token past Open is shown, not edited. */
export type SavedTokens = ReadonlyMap<string, { tokenNo: number; status: number; text: string }>

/** A new line takes the product and grading of the line above (the market's usual for the first). */
export const newTokenLine = (like?: Pick<TokenLine, 'productID' | 'gradingType'>): TokenLine => ({
  tokenKeyID: '',
  farmerKeyID: '',
  productID: like?.productID as number,
  declaredCrates: undefined as unknown as number,
  gradingType: like?.gradingType ?? 0,
  remarks: '',
})

export interface TokenLinesProps {
  form: EntryForm
  /** The lines as useFieldArray draws them (held by the form, which also adds lines). */
  lines: { fields: readonly { rowKey: string }[]; remove: (index: number) => void }
  farmers: readonly FarmerLookup[]
  farmersLoading: boolean
  products: readonly ProductLookup[]
  saved: SavedTokens
  onAddLine: () => void
}

/** One farmer's lot per line; a trolley carries exactly one. */
export function TokenLines({
  form,
  lines: { fields, remove },
  farmers,
  farmersLoading,
  products,
  saved,
  onAddLine,
}: TokenLinesProps) {
  const { control, formState } = form
  const transport = useWatch({ control, name: 'transportationType' })
  const values = useWatch({ control, name: 'tokens' })
  const trolley = transport === TRANSPORT.Trolley
  const productOptions = products.map((p) => ({ value: p.productID, label: p.productName }))
  const listError = formState.errors.tokens?.message ?? formState.errors.tokens?.root?.message

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {fields.map((line, index) => {
        const key = values?.[index]?.tokenKeyID ?? ''
        const token = key ? saved.get(key) : undefined
        const title = token ? `Token ${tokenLabel(token.tokenNo)}` : `Token ${index + 1}`
        if (token && token.status !== TOKEN_STATUS.Open) {
          return (
            <fieldset key={line.rowKey} className="rounded-app border border-slate-200 bg-slate-50 px-3 py-2">
              <legend className="px-1 text-xs font-semibold text-slate-600">{title}</legend>
              <p className="text-sm text-slate-700">{token.text}</p>
            </fieldset>
          )
        }
        return (
          <fieldset
            key={line.rowKey}
            data-token-line={index}
            className="grid gap-3 rounded-app border border-slate-200 px-3 pt-1 pb-3 sm:grid-cols-[2fr_1.4fr_0.8fr_1fr_auto]"
          >
            <legend className="px-1 text-xs font-semibold text-slate-600">{title}</legend>
            <FarmerPicker
              control={control}
              name={`tokens.${index}.farmerKeyID`}
              farmers={farmers}
              loading={farmersLoading}
            />
            <SelectFormField
              control={control}
              name={`tokens.${index}.productID`}
              label="Product"
              required
              options={productOptions}
            />
            <WholeNumberField
              control={control}
              name={`tokens.${index}.declaredCrates`}
              label="Crates"
              // A trolley's lot is weighed, not counted, but the box wants a number all the same (0).
              required
              maxDigits={5}
            />
            <SelectFormField
              control={control}
              name={`tokens.${index}.gradingType`}
              label="Grading"
              options={GRADING_TYPES}
            />
            <div className="flex items-end pb-1">
              <RowAction
                icon="delete"
                tone="danger"
                label={`Remove ${title}`}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
                disabledReason="A vehicle entry has at least one token."
              />
            </div>
          </fieldset>
        )
      })}
      {listError && (
        <p role="alert" className="text-xs text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={onAddLine} disabled={trolley}>
          Add Token
        </Button>
        {trolley && <span className="text-xs text-slate-500">A trolley carries one farmer’s lot.</span>}
      </div>
    </div>
  )
}
