import type { BuyerLedger } from '@contracts'
import { drCr } from '@/components/money'
import type { Labels } from '@/components/print'
import { formatDate, formatMoney } from '@/lib/format'

const money = (value: number) => (value ? formatMoney(value) : '')

type StatementRow = BuyerLedger['rows'][number]

export interface StatementTableProps {
  ledger: BuyerLedger
  labels: Labels
  /** The lines shown: all of them on paper, one page of them on screen. */
  rows?: readonly StatementRow[]
  /** The balance the lines start from: the opening, or on a later page the balance brought forward. */
  opening?: { label: string; balance: number }
}

/** A buyer's statement lines between the opening and closing balances, on screen and on paper alike. */
export function StatementTable({
  ledger,
  labels,
  rows = ledger.rows,
  opening = { label: labels.openingBalance, balance: ledger.openingBalance },
}: StatementTableProps) {
  return (
    <table aria-label={labels.buyerStatement} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-400">
          <th scope="col" className="py-1 pr-2">
            {labels.date}
          </th>
          <th scope="col" className="py-1 pr-2">
            {labels.voucherNo}
          </th>
          <th scope="col" className="py-1 pr-2">
            {labels.particulars}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {labels.debit}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {labels.credit}
          </th>
          <th scope="col" className="py-1 text-right">
            {labels.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-200 font-medium">
          <td className="py-1 pr-2" colSpan={5}>
            {opening.label}
          </td>
          <td className="py-1 text-right whitespace-nowrap tabular-nums">{drCr(opening.balance)}</td>
        </tr>
        {rows.map((row) => (
          <tr
            key={`${row.documentKeyID}-${row.voucherNo}`}
            className="border-b border-dotted border-slate-300"
          >
            <td className="py-1 pr-2 whitespace-nowrap">{formatDate(row.date)}</td>
            <td className="py-1 pr-2 whitespace-nowrap">{row.voucherNo}</td>
            <td className="py-1 pr-2">{row.particulars}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{money(row.debit)}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{money(row.credit)}</td>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">{drCr(row.balance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold">
        <tr className="border-t-2 border-slate-400">
          <th scope="row" className="py-1 pr-2" colSpan={3}>
            {labels.closingBalance}
          </th>
          <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(ledger.totalDebit)}</td>
          <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(ledger.totalCredit)}</td>
          <td className="py-1 text-right whitespace-nowrap tabular-nums">{drCr(ledger.closingBalance)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
