import { type FarmerBillRequest, FarmerBillRequestSchema, PARTY_TYPE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { AmountField, ChargeCratesField, FormDialog } from '@/components/form'
import { labelsFor } from '@/components/print'
import { Button, Spinner } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select'
import { billCategoriesQuery } from '@/features/expense-category/api'
import { type FarmerBillBody, farmerBillQueries, useGenerateFarmerBill } from './api'
import { PattiBody, pattiMeta } from './patti'

export interface PattiDialogProps {
  /** The tokens of one farmer, day and transport type to bill; closed when null. */
  tokenKeyIDs: readonly string[] | null
  marketKeyID: string
  /** What the dialog is titled with: 'T-012, T-013 of Ramesh Pawar'. */
  subject: string
  onClose: () => void
  /** After generating: the new patti's key. */
  onGenerated: (farmerBillKeyID: string) => void
}

/** The preview follows the deductions once typing pauses, not on every keystroke. */
const PREVIEW_PAUSE_MS = 400

/** The request as it stands, leaving out a deduction still being filled in. */
const bodyOf = (values: Partial<FarmerBillRequest>, base: FarmerBillBody): FarmerBillBody => ({
  ...base,
  chargeOverdueCrates: values.chargeOverdueCrates !== false,
  otherDeductions: (values.otherDeductions ?? []).filter(
    (row): row is { categoryKeyID: string; amount: number } =>
      Boolean(row?.categoryKeyID) && typeof row?.amount === 'number' && row.amount > 0,
  ),
})

/**
 * 'Generate Patti': other deductions under the farmer's expense categories (each starting at its
 * default charge), the patti exactly as it will be saved (the server's preview), and Submit to
 * generate it. A refusal shows in the dialog and leaves everything as it was.
 */
export function PattiDialog({ tokenKeyIDs, marketKeyID, subject, onClose, onGenerated }: PattiDialogProps) {
  const generate = useGenerateFarmerBill()
  const generated = useRef<string | null>(null)
  const base: FarmerBillBody | null = tokenKeyIDs
    ? { marketKeyID, tokenKeyIDs: [...tokenKeyIDs], otherDeductions: [], chargeOverdueCrates: true }
    : null
  return (
    <FormDialog
      open={tokenKeyIDs !== null}
      onClose={onClose}
      title={`Generate Patti: ${subject}`}
      schema={FarmerBillRequestSchema}
      defaultValues={base ?? undefined}
      onSubmit={async (values) => {
        const bill = await generate.mutateAsync(values)
        generated.current = bill.farmerBillKeyID
        return `Patti ${bill.billNo} generated.`
      }}
      onSaved={() => generated.current && onGenerated(generated.current)}
      size="lg"
    >
      {(form) => base && <PattiForm form={form} base={base} />}
    </FormDialog>
  )
}

function PattiForm({ form, base }: { form: UseFormReturn<FarmerBillRequest>; base: FarmerBillBody }) {
  const { control } = form
  const rows = useFieldArray({ control, name: 'otherDeductions', keyName: 'rowKey' })
  const categories = useQuery(billCategoriesQuery(PARTY_TYPE.Farmer))
  const values = useWatch({ control }) as Partial<FarmerBillRequest>
  const wanted = JSON.stringify(bodyOf(values, base))
  const [settled, setSettled] = useState(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), PREVIEW_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [wanted])
  const preview = useQuery(farmerBillQueries.preview(JSON.parse(settled) as FarmerBillBody))

  const used = new Set((values.otherDeductions ?? []).map((row) => row?.categoryKeyID))
  const unused = (categories.data ?? []).filter((c) => !used.has(c.categoryKeyID))
  const nameOf = (key: string) => categories.data?.find((c) => c.categoryKeyID === key)?.categoryName ?? ''
  const labels = labelsFor('en')

  return (
    <>
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Other Deductions</legend>
        {rows.fields.map((row, index) => (
          <div key={row.rowKey} className="flex items-end gap-2">
            <AmountField
              control={control}
              name={`otherDeductions.${index}.amount`}
              label={nameOf(row.categoryKeyID)}
              required
              className="flex-1"
            />
            <Button
              variant="ghost"
              onClick={() => rows.remove(index)}
              aria-label={`Remove ${nameOf(row.categoryKeyID)}`}
            >
              Remove
            </Button>
          </div>
        ))}
        {unused.length > 0 && (
          <div className="max-w-xs">
            <SelectField
              aria-label="Add other deduction"
              value={null}
              placeholder="Add other deduction"
              options={unused.map((c) => ({ value: c.categoryKeyID, label: c.categoryName }))}
              onChange={(key) => {
                const category = unused.find((c) => c.categoryKeyID === key)
                // Starts at the category's default charge; a 0 is refused until the user types one.
                if (category) rows.append({ categoryKeyID: key, amount: category.charges })
              }}
            />
          </div>
        )}
        {categories.isError && <p className="text-sm text-red-700">{categories.error.message}</p>}
        {/* Only a farmer holding crates past the firm's days has a charge to let off. */}
        {(values.chargeOverdueCrates === false || (preview.data?.crateCharges.length ?? 0) > 0) && (
          <ChargeCratesField control={control} name="chargeOverdueCrates" />
        )}
      </fieldset>
      <section aria-label="Patti preview" aria-busy={preview.isFetching} className="sm:col-span-2">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Preview</h3>
        {preview.data ? (
          <div className={preview.isFetching ? 'opacity-60' : undefined}>
            <dl className="mb-2 grid grid-cols-[auto_1fr_auto_1fr] gap-x-3 text-sm">
              {pattiMeta(preview.data, labels).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="font-medium">{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="text-sm">
              <PattiBody bill={preview.data} labels={labels} language="en" thermal={false} />
            </div>
          </div>
        ) : preview.isError ? (
          <p role="alert" className="rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
            {preview.error.message}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4 text-brand-600" /> Loading…
          </p>
        )}
        {preview.data && preview.isError && (
          <p role="alert" className="mt-2 rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
            {preview.error.message}
          </p>
        )}
      </section>
    </>
  )
}
