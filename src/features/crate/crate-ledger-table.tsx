import type { CrateLedger } from '@contracts'
import { type Labels, RunningBalanceTable } from '@/components/print'
import { formatDate, formatNumber } from '@/lib/format'

const countIfAny = (value: number) => (value ? formatNumber(value) : '')

/** The crates that went out and came back over the ledger's period. */
export const ledgerTotals = (ledger: CrateLedger) =>
  ledger.rows.reduce((sum, row) => ({ outQty: sum.outQty + row.outQty, inQty: sum.inQty + row.inQty }), {
    outQty: 0,
    inQty: 0,
  })

/** A party's crates between the opening and the closing balance, on screen and on paper alike. */
export function CrateLedgerTable({ ledger, labels }: { ledger: CrateLedger; labels: Labels }) {
  const totals = ledgerTotals(ledger)
  return (
    <RunningBalanceTable
      label={labels.crateLedger}
      headings={{
        date: labels.date,
        number: labels.movementNo,
        particulars: labels.particulars,
        first: labels.cratesOut,
        second: labels.cratesIn,
        balance: labels.balance,
      }}
      opening={{ label: labels.openingBalance, balance: formatNumber(ledger.opening) }}
      rows={ledger.rows.map((row) => ({
        key: row.movementNo,
        date: formatDate(row.date),
        number: row.movementNo,
        particulars: row.particulars,
        first: countIfAny(row.outQty),
        second: countIfAny(row.inQty),
        balance: formatNumber(row.balance),
      }))}
      closing={{
        label: labels.closingBalance,
        first: formatNumber(totals.outQty),
        second: formatNumber(totals.inQty),
        balance: formatNumber(ledger.closing),
      }}
      emptyText="No crates moved in this period."
    />
  )
}
