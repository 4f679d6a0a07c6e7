import type { BuyerRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { formatMoney } from '@/lib/format'

const column = listColumnHelper<BuyerRow>()

export const NO_LIMIT = 'No limit'

/** A credit limit of 0 means the buyer may owe any amount (contracts/buyer.ts). */
export const creditLimitText = (value: unknown): string =>
  typeof value === 'number' && value > 0 ? formatMoney(value) : NO_LIMIT

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const buyerColumns: ListColumn<BuyerRow>[] = [
  column.accessor('buyerCode', { header: 'Code', meta: { className: 'tabular-nums' } }),
  column.accessor('firmName', {
    header: 'Firm Name',
    cell: ({ row }) => <NameCell name={row.original.firmName} secondary={row.original.proprietorName} />,
    meta: { className: 'min-w-32' },
  }),
  column.accessor('buyerType', { header: 'Type' }),
  column.accessor('city', { header: 'City' }),
  column.accessor('mobileNo', { header: 'Mobile', meta: { className: 'tabular-nums' } }),
  column.accessor('gstin', {
    header: 'GSTIN',
    cell: (info) => info.getValue() || <span className="text-slate-500">—</span>,
    enableSorting: false,
    meta: { className: 'text-xs whitespace-nowrap' },
  }),
  column.accessor('creditLimit', {
    header: 'Credit Limit',
    cell: (info) => creditLimitText(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums', exportText: creditLimitText },
  }),
  column.accessor('creditDays', {
    header: 'Credit Days',
    enableSorting: false,
    meta: { className: 'text-right tabular-nums' },
  }),
  // Status only: a buyer's creation date matters less than its credit, and the row must fit 1300 px.
  ...auditColumns<BuyerRow>().filter((c) => c.id !== 'createdDate'),
]
