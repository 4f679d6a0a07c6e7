import { type BuyerBill, INVOICE_MODES, MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BaseSyntheticEvent, useEffect, useRef } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ChargeCratesField } from '@/components/form/charge-crates-field'
import { CheckboxGroupField, LoadingOptions } from '@/components/form/checkbox-group-field'
import { DateField } from '@/components/form/date-field'
import { SelectFormField } from '@/components/form/select-form-field'
import { FormServerError, useSchemaForm } from '@/components/form/use-schema-form'
import { openDocument } from '@/components/print'
import { Button } from '@/components/ui/button'
import { buyerQueries } from '@/features/buyer/api'
import { companyQueries } from '@/features/company/api'
import { formatMoney, formatNumber, todayInKolkata } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { useGenerateBuyerInvoices, usePreviewBuyerInvoices } from './api'
import { OtherCharges } from './other-charges'
import { invoiceLink, invoicePath } from './paths'
import { PreviewTable } from './preview-table'
import { BUYER_SCOPES, freshSelection, invoicesRequest, SelectionSchema } from './rules'

/**
 * /GenerateInvoice (and /generateInvoice): the period, the buyers and per token or one per buyer; a
 * preview computed exactly as the server saves, then generate. Each invoice holds one transport type:
 * a buyer who bought both crates and trolleys gets one of each.
 */
export function GenerateInvoicePage() {
  const { marketKeyID, isLoading } = useSelectedMarket()
  const can = useCan(MODULE.BuyerBilling)
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  // A firm that gives crates no days charges none, so it has nothing to let a buyer off.
  const chargesCrates = (useQuery(companyQueries.model()).data?.crateChargeDays ?? 0) > 0
  const preview = usePreviewBuyerInvoices()
  const generate = useGenerateBuyerInvoices()
  // Both buttons send the same checked selection; this says which call it goes to.
  const action = useRef<'preview' | 'generate'>('preview')
  const { form, submit, dismiss, serverError } = useSchemaForm({
    schema: SelectionSchema,
    defaultValues: freshSelection(todayInKolkata()),
    onSubmit: async (selection) => {
      const checked = invoicesRequest(marketKeyID ?? '', selection)
      if ('problem' in checked) throw new Error(checked.problem)
      if (action.current === 'preview') {
        generate.reset()
        await preview.mutateAsync(checked.request)
      } else await generate.mutateAsync(checked.request)
      return ''
    },
    onSaved: () => {},
  })
  const scope = useWatch({ control: form.control, name: 'scope' })

  // A changed selection makes the preview stale: what is generated is always what was previewed.
  const stale = useRef(() => {})
  stale.current = () => {
    dismiss()
    preview.reset()
    generate.reset()
  }
  useEffect(() => {
    const watching = form.watch(() => stale.current())
    return () => watching.unsubscribe()
  }, [form])

  if (!marketKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to generate its invoices.'}
      </p>
    )

  const send = (to: typeof action.current) => (event?: BaseSyntheticEvent) => {
    action.current = to
    return submit(event)
  }
  const bills = preview.data ?? []
  const { control } = form

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Invoice selection"
        className="rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <form noValidate onSubmit={send('preview')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <DateField control={control} name="fromDate" label="From Date" required />
            <DateField control={control} name="toDate" label="To Date" required />
            <SelectFormField control={control} name="scope" label="Buyers" options={BUYER_SCOPES} />
            <SelectFormField control={control} name="mode" label="Invoice" options={INVOICE_MODES} />
          </div>
          {scope === 'picked' && (
            <CheckboxGroupField
              control={control}
              name="picked"
              className="mt-4"
              label="Buyers to invoice"
              required
              options={(buyers.data ?? []).map((b) => ({
                value: b.buyerKeyID,
                label: b.firmName,
                description: b.city,
              }))}
              status={buyers.isPending ? <LoadingOptions /> : buyers.error?.message}
              emptyText="No buyers in this market."
            />
          )}
          <Controller
            control={control}
            name="otherCharges"
            render={({ field }) => <OtherCharges value={field.value} onChange={field.onChange} />}
          />
          {chargesCrates && (
            <ChargeCratesField control={control} name="chargeOverdueCrates" className="mt-4" />
          )}
          <FormServerError message={serverError} />
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Button
              type="submit"
              variant="secondary"
              busy={preview.isPending}
              disabled={!can.view}
              title={can.view ? undefined : NOT_ALLOWED}
            >
              Preview
            </Button>
            <Button
              onClick={send('generate')}
              busy={generate.isPending}
              disabled={!can.insert || bills.length === 0 || generate.isSuccess}
              title={can.insert ? (bills.length === 0 ? 'Preview first.' : undefined) : NOT_ALLOWED}
            >
              {bills.length > 1 ? `Generate ${bills.length} Invoices` : 'Generate Invoice'}
            </Button>
          </div>
        </form>
      </section>

      {generate.data && <Generated bills={generate.data} />}

      {preview.data && !generate.data && (
        <section
          aria-label="Preview"
          className="overflow-x-auto rounded-app border border-slate-200 bg-white shadow-sm"
        >
          <p className="px-3 pt-3 text-sm text-slate-600">
            Each invoice holds one transport type: a buyer who bought crates and trolleys gets one of each.
          </p>
          <PreviewTable bills={preview.data} />
        </section>
      )}
    </div>
  )
}

/** What was saved: each new invoice's number, to open or print. */
function Generated({ bills }: { bills: readonly BuyerBill[] }) {
  return (
    <section
      aria-label="Generated invoices"
      className="rounded-app border border-green-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p role="status" className="mb-3 font-medium text-green-800">
        {bills.length === 1 ? '1 invoice generated.' : `${formatNumber(bills.length)} invoices generated.`}
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {bills.map((bill) => (
          <li key={bill.buyerBillKeyID} className="flex flex-wrap items-center gap-3">
            <Link {...invoiceLink(bill)} className="font-semibold text-brand-700 hover:underline">
              {bill.billNo}
            </Link>
            <span>{bill.buyerName}</span>
            <span className="tabular-nums">{formatMoney(bill.totalAmount)}</span>
            <Button size="sm" variant="secondary" onClick={() => openDocument(invoicePath(bill))}>
              Print {bill.billNo}
            </Button>
          </li>
        ))}
      </ul>
      <Link
        to="/buyer-billing"
        className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        Go to Buyer Billing
      </Link>
    </section>
  )
}
