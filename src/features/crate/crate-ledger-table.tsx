import type { CrateLedger } from '@contracts'
import type { Labels } from '@/components/print'
import { formatDate, formatNumber } from '@/lib/format'

const countIfAny = (value: number) => (value ? formatNumber(value) : '')

/** The crates that went out and came back over the ledger's period. */
export const ledgerTotals = (ledger: CrateLedger) =>
  ledger.rows.reduce((sum, row) => ({ outQty: sum.outQty + row.outQty, inQty: sum.inQty + row.inQty }), {
    outQty: 0,
    inQty: 0,
  })

/**
 * A party's crates between the opening and the closing balance, each movement with the balance after
 * it and the period's Out and In summed under their columns; on screen and on paper alike.
 */
export function CrateLedgerTable({ ledger, labels }: { ledger: CrateLedger; labels: Labels }) {
  const totals = ledgerTotals(ledger)
  const figure = 'py-1 pr-2 text-right whitespace-nowrap tabular-nums'
  return (
    <table aria-label={labels.crateLedger} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-400">
          <th scope="col" className="py-1 pr-2">
            {labels.date}
          </th>
          <th scope="col" className="py-1 pr-2">
            {labels.movementNo}
          </th>
          <th scope="col" className="py-1 pr-2">
            {labels.particulars}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {labels.cratesOut}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {labels.cratesIn}
          </th>
          <th scope="col" className="py-1 text-right">
            {labels.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-200 font-medium">
          <td className="py-1 pr-2" colSpan={5}>
            {labels.openingBalance}
          </td>
          <td className={figure}>{formatNumber(ledger.opening)}</td>
        </tr>
        {ledger.rows.length === 0 && (
          <tr>
            <td colSpan={6} className="py-3 text-center text-slate-600">
              No crates moved in this period.
            </td>
          </tr>
        )}
        {ledger.rows.map((row) => (
          <tr key={row.movementNo} className="border-b border-dotted border-slate-300 break-inside-avoid">
            <td className="py-1 pr-2 whitespace-nowrap">{formatDate(row.date)}</td>
            <td className="py-1 pr-2 whitespace-nowrap">{row.movementNo}</td>
            <td className="py-1 pr-2">{row.particulars}</td>
            <td className={figure}>{countIfAny(row.outQty)}</td>
            <td className={figure}>{countIfAny(row.inQty)}</td>
            <td className={figure}>{formatNumber(row.balance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold">
        <tr className="border-t-2 border-slate-400">
          <th scope="row" className="py-1 pr-2" colSpan={3}>
            {labels.closingBalance}
          </th>
          <td className={figure}>{formatNumber(totals.outQty)}</td>
          <td className={figure}>{formatNumber(totals.inQty)}</td>
          <td className={figure}>{formatNumber(ledger.closing)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
