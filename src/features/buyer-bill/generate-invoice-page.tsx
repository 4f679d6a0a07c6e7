import { type BuyerBill, INVOICE_MODES, MAX_DATE, MIN_DATE, MODULE, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { CheckboxGroup, LoadingOptions } from '@/components/form/checkbox-group-field'
import { FormServerError } from '@/components/form/use-schema-form'
import { openDocument } from '@/components/print'
import { Button } from '@/components/ui/button'
import { Field, TextInput } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select'
import { buyerQueries } from '@/features/buyer/api'
import { formatMoney, formatNumber, todayInKolkata } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { useGenerateBuyerInvoices, usePreviewBuyerInvoices } from './api'
import { transportText } from './columns'
import { InvoiceBreakdown } from './invoice-summary'
import { OtherCharges } from './other-charges'
import { invoiceLink, invoicePath } from './paths'
import { BUYER_SCOPES, invoicesRequest, type Selection } from './rules'

/** Sums of the previewed invoices, in paise so many invoices add up exactly. */
const sumOf = (bills: readonly BuyerBill[], pick: (bill: BuyerBill) => number) =>
  bills.reduce((sum, bill) => sum + Math.round(pick(bill) * 100), 0) / 100

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/**
 * /GenerateInvoice (and /generateInvoice): the period, the buyers and per token or one per buyer; a
 * preview computed exactly as the server saves, then generate. Each invoice holds one transport type:
 * a buyer who bought both crates and trolleys gets one of each.
 */
export function GenerateInvoicePage() {
  const { marketKeyID, isLoading } = useSelectedMarket()
  const can = useCan(MODULE.BuyerBilling)
  const today = todayInKolkata()
  const [selection, setSelection] = useState<Selection>({
    fromDate: today,
    toDate: today,
    scope: 'all',
    picked: [],
    mode: 1,
    otherCharges: [],
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const preview = usePreviewBuyerInvoices()
  const generate = useGenerateBuyerInvoices()

  if (!marketKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to generate its invoices.'}
      </p>
    )

  // A changed selection makes the preview stale: what is generated is always what was previewed.
  const change = (next: Partial<Selection>) => {
    setSelection((now) => ({ ...now, ...next }))
    setProblem(null)
    setOpen(new Set())
    preview.reset()
    generate.reset()
  }
  const run = (action: typeof preview | typeof generate) => {
    const checked = invoicesRequest(marketKeyID, selection)
    if ('problem' in checked) return setProblem(checked.problem)
    setProblem(null)
    if (action === preview) generate.reset()
    action.mutate(checked.request)
  }
  const bills = preview.data ?? []
  const serverError = (preview.error ?? generate.error)?.message ?? null
  const buyerOptions = (buyers.data ?? []).map((b) => ({
    value: b.buyerKeyID,
    label: b.firmName,
    description: b.city,
  }))

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Invoice selection"
        className="rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <PeriodDate
            label="From Date"
            value={selection.fromDate}
            onChange={(fromDate) => change({ fromDate })}
          />
          <PeriodDate label="To Date" value={selection.toDate} onChange={(toDate) => change({ toDate })} />
          <Field label="Buyers">
            {({ id }) => (
              <SelectField
                id={id}
                value={selection.scope}
                options={BUYER_SCOPES}
                onChange={(scope) => change({ scope })}
              />
            )}
          </Field>
          <Field label="Invoice">
            {({ id }) => (
              <SelectField
                id={id}
                value={selection.mode}
                options={INVOICE_MODES}
                onChange={(mode) => change({ mode })}
              />
            )}
          </Field>
        </div>
        {selection.scope === 'picked' && (
          <CheckboxGroup
            className="mt-4"
            label="Buyers to invoice"
            required
            options={buyerOptions}
            value={selection.picked}
            onChange={(picked) => change({ picked })}
            status={buyers.isPending ? <LoadingOptions /> : buyers.error?.message}
            emptyText="No buyers in this market."
          />
        )}
        <OtherCharges value={selection.otherCharges} onChange={(otherCharges) => change({ otherCharges })} />
        <FormServerError message={problem ?? serverError} />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => run(preview)}
            busy={preview.isPending}
            disabled={!can.view}
            title={can.view ? undefined : NOT_ALLOWED}
          >
            Preview
          </Button>
          <Button
            onClick={() => run(generate)}
            busy={generate.isPending}
            disabled={!can.insert || bills.length === 0 || generate.isSuccess}
            title={can.insert ? (bills.length === 0 ? 'Preview first.' : undefined) : NOT_ALLOWED}
          >
            {bills.length > 1 ? `Generate ${bills.length} Invoices` : 'Generate Invoice'}
          </Button>
        </div>
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
          {bills.length === 0 ? (
            <p className="p-6 text-sm text-slate-600">
              Nothing sold in this period is waiting for an invoice.
            </p>
          ) : (
            <table className="w-full text-sm" aria-label="Invoices to generate">
              <thead className="bg-slate-50 text-left text-xs text-slate-600">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2">
                    <span className="sr-only">Details</span>
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Buyer
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Transport
                  </th>
                  <th scope="col" className={num}>
                    Tokens
                  </th>
                  <th scope="col" className={num}>
                    Crates
                  </th>
                  <th scope="col" className={num}>
                    kg
                  </th>
                  <th scope="col" className={num}>
                    Goods
                  </th>
                  <th scope="col" className={num}>
                    Services
                  </th>
                  <th scope="col" className={num}>
                    Round Off
                  </th>
                  <th scope="col" className={num}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {bills.map((bill, index) => {
                  const name = `${bill.buyerName} ${transportText(bill.transportationType)}${
                    bill.isGroup || !bill.tokenSubtotals[0]
                      ? ''
                      : ` token ${tokenLabel(bill.tokenSubtotals[0].tokenNo)}`
                  }`
                  const shown = open.has(index)
                  return (
                    // Index keys: a preview has no invoice keys yet and is replaced as a whole.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Fragment key={index}>
                      <tr className="border-t border-slate-100">
                        <td className="px-3 py-2">
                          <button
                            type="button"
                            aria-expanded={shown}
                            aria-label={`${shown ? 'Hide' : 'Show'} details of ${name}`}
                            onClick={() =>
                              setOpen((now) => {
                                const next = new Set(now)
                                if (shown) next.delete(index)
                                else next.add(index)
                                return next
                              })
                            }
                            className="rounded px-1 text-slate-600 hover:bg-slate-100"
                          >
                            {shown ? '▾' : '▸'}
                          </button>
                        </td>
                        <td className="px-3 py-2 font-medium">{bill.buyerName}</td>
                        <td className="px-3 py-2">{transportText(bill.transportationType)}</td>
                        <td className={num}>{formatNumber(bill.tokenSubtotals.length)}</td>
                        <td className={num}>{formatNumber(bill.totalCrates)}</td>
                        <td className={num}>{formatNumber(bill.totalWeightKg)}</td>
                        <td className={num}>{formatMoney(bill.goodsAmount)}</td>
                        <td className={num}>{formatMoney(bill.servicesAmount)}</td>
                        <td className={num}>{formatMoney(bill.roundOff)}</td>
                        <td className={`${num} font-semibold`}>{formatMoney(bill.totalAmount)}</td>
                      </tr>
                      {shown && (
                        <tr className="bg-slate-50">
                          <td colSpan={10} className="px-3 py-3">
                            <InvoiceBreakdown bill={bill} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  )
                })}
              </tbody>
              <tfoot className="border-t-2 border-slate-300 font-semibold">
                <tr>
                  <td />
                  <th scope="row" className="px-3 py-2 text-left">
                    Total ({bills.length === 1 ? '1 invoice' : `${formatNumber(bills.length)} invoices`})
                  </th>
                  <td />
                  <td className={num}>
                    {formatNumber(bills.reduce((n, b) => n + b.tokenSubtotals.length, 0))}
                  </td>
                  <td className={num}>{formatNumber(bills.reduce((n, b) => n + b.totalCrates, 0))}</td>
                  <td className={num}>{formatNumber(sumOf(bills, (b) => b.totalWeightKg))}</td>
                  <td className={num}>{formatMoney(sumOf(bills, (b) => b.goodsAmount))}</td>
                  <td className={num}>{formatMoney(sumOf(bills, (b) => b.servicesAmount))}</td>
                  <td className={num}>{formatMoney(sumOf(bills, (b) => b.roundOff))}</td>
                  <td className={num}>{formatMoney(sumOf(bills, (b) => b.totalAmount))}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>
      )}
    </div>
  )
}

/** One end of the invoiced period. */
function PeriodDate({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (date: string) => void
}) {
  return (
    <Field label={label} required>
      {({ id }) => (
        <TextInput
          id={id}
          type="date"
          min={MIN_DATE}
          max={MAX_DATE}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
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
