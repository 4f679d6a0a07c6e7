import { type BuyerBill, tokenLabel } from '@contracts'
import { useTable } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable, type ListColumn, listColumnHelper, listFeatures, withRows } from '@/components/data-table'
import { formatMoney, formatNumber } from '@/lib/format'
import { transportText } from './columns'
import { InvoiceBreakdown } from './invoice-summary'
import { previewTotals } from './rules'

const column = listColumnHelper<BuyerBill>()
const FIGURE = 'text-right tabular-nums whitespace-nowrap'

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${formatNumber(count)} invoices`)

const figure = (key: 'totalCrates' | 'totalWeightKg', header: string) =>
  column.accessor(key, {
    header,
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: FIGURE, total: 'number' },
  })

const money = (key: 'goodsAmount' | 'servicesAmount' | 'roundOff' | 'totalAmount', header: string) =>
  column.accessor(key, {
    header,
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: key === 'totalAmount' ? `${FIGURE} font-semibold` : FIGURE, total: 'money' },
  })

/** A preview is drawn in the server's order; nothing to sort or page. */
const columns: ListColumn<BuyerBill>[] = [
  column.accessor('buyerName', {
    header: 'Buyer',
    cell: (info) => <span className="font-medium">{info.getValue()}</span>,
    meta: { total: (count) => `Total (${invoices(count)})` },
  }),
  column.accessor('transportationType', {
    header: 'Transport',
    cell: (info) => transportText(info.getValue()),
  }),
  column.accessor((bill) => bill.tokenSubtotals.length, {
    id: 'tokens',
    header: 'Tokens',
    cell: (info) => formatNumber(info.getValue()),
    meta: { className: FIGURE, total: 'number' },
  }),
  figure('totalCrates', 'Crates'),
  figure('totalWeightKg', 'kg'),
  money('goodsAmount', 'Goods'),
  money('servicesAmount', 'Services'),
  money('roundOff', 'Round Off'),
  money('totalAmount', 'Total'),
].map((c) => ({ ...c, enableSorting: false }))

/** A previewed invoice as its details toggle names it: the buyer, the transport and a per-token token. */
const invoiceName = (bill: BuyerBill) =>
  `${bill.buyerName} ${transportText(bill.transportationType)}${
    bill.isGroup || !bill.tokenSubtotals[0] ? '' : ` token ${tokenLabel(bill.tokenSubtotals[0].tokenNo)}`
  }`

/** The invoices a run would make, each opening to its tokens and charges, with their totals under them. */
export function PreviewTable({ bills }: { bills: BuyerBill[] }) {
  // A new preview mounts a new table, so what was open does not carry over to other invoices.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const table = useTable({ features: listFeatures, columns, data: bills })
  return (
    <DataTable
      label="Invoices to generate"
      table={table}
      state={{ kind: 'ready' }}
      busy={false}
      empty="Nothing sold in this period is waiting for an invoice."
      totals={previewTotals(bills)}
      expanded={expanded}
      onExpand={(id, open) => setExpanded((now) => withRows(now, [id], open))}
      rowName={invoiceName}
      rowDetail={(bill) => <InvoiceBreakdown bill={bill} />}
    />
  )
}
