import type { BuyerLedger } from '@contracts'
import { drCr } from '@/components/money'
import { type Labels, RunningBalanceTable } from '@/components/print'
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
    <RunningBalanceTable
      label={labels.buyerStatement}
      headings={{
        date: labels.date,
        number: labels.voucherNo,
        particulars: labels.particulars,
        first: labels.debit,
        second: labels.credit,
        balance: labels.balance,
      }}
      opening={{ label: opening.label, balance: drCr(opening.balance) }}
      rows={rows.map((row) => ({
        key: `${row.documentKeyID}-${row.voucherNo}`,
        date: formatDate(row.date),
        number: row.voucherNo,
        particulars: row.particulars,
        first: money(row.debit),
        second: money(row.credit),
        balance: drCr(row.balance),
      }))}
      closing={{
        label: labels.closingBalance,
        first: formatMoney(ledger.totalDebit),
        second: formatMoney(ledger.totalCredit),
        balance: drCr(ledger.closingBalance),
      }}
    />
  )
}
