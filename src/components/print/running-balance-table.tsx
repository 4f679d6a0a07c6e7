/** One line of a running-balance statement, its figures already written as the statement shows them. */
export interface RunningBalanceRow {
  key: string
  date: string
  number: string
  particulars: string
  /** The two movement columns (debit and credit, crates out and in); empty for none. */
  first: string
  second: string
  balance: string
}

export interface RunningBalanceTableProps {
  /** The table's accessible name: the statement's title. */
  label: string
  headings: {
    date: string
    number: string
    particulars: string
    first: string
    second: string
    balance: string
  }
  opening: { label: string; balance: string }
  rows: readonly RunningBalanceRow[]
  closing: { label: string; first: string; second: string; balance: string }
  /** Shown in place of lines when the period has none. */
  emptyText?: string
}

const FIGURE = 'py-1 pr-2 text-right whitespace-nowrap tabular-nums'
const LAST_FIGURE = 'py-1 text-right whitespace-nowrap tabular-nums'

/**
 * A party's statement between the opening and the closing balance: each line with the balance after
 * it and the period's two movement columns summed in the footer, on screen and on paper alike. The
 * buyer's money statement and the crate ledger are both drawn with it.
 */
export function RunningBalanceTable({
  label,
  headings,
  opening,
  rows,
  closing,
  emptyText,
}: RunningBalanceTableProps) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-400">
          <th scope="col" className="py-1 pr-2">
            {headings.date}
          </th>
          <th scope="col" className="py-1 pr-2">
            {headings.number}
          </th>
          <th scope="col" className="py-1 pr-2">
            {headings.particulars}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {headings.first}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {headings.second}
          </th>
          <th scope="col" className="py-1 text-right">
            {headings.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-200 font-medium">
          <td className="py-1 pr-2" colSpan={5}>
            {opening.label}
          </td>
          <td className={LAST_FIGURE}>{opening.balance}</td>
        </tr>
        {rows.length === 0 && emptyText && (
          <tr>
            <td colSpan={6} className="py-3 text-center text-slate-600">
              {emptyText}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-dotted border-slate-300 break-inside-avoid">
            <td className="py-1 pr-2 whitespace-nowrap">{row.date}</td>
            <td className="py-1 pr-2 whitespace-nowrap">{row.number}</td>
            <td className="py-1 pr-2">{row.particulars}</td>
            <td className={FIGURE}>{row.first}</td>
            <td className={FIGURE}>{row.second}</td>
            <td className={LAST_FIGURE}>{row.balance}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="font-semibold">
        <tr className="border-t-2 border-slate-400">
          <th scope="row" className="py-1 pr-2" colSpan={3}>
            {closing.label}
          </th>
          <td className={FIGURE}>{closing.first}</td>
          <td className={FIGURE}>{closing.second}</td>
          <td className={LAST_FIGURE}>{closing.balance}</td>
        </tr>
      </tfoot>
    </table>
  )
}
