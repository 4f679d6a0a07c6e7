import { type ReportAllocation, type ReportSaleLine, tokenLabel } from '@contracts'
import { labelsFor, rateText } from '@/components/print'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'

const EN = labelsFor('en')

const CELL = 'px-2 py-1'
const FIGURE = `${CELL} text-right tabular-nums`

/** A bill's sold lines under its row: token, produce, the other party, quantities, rate and amount. */
export function SaleLinesTable({ lines, party }: { lines: readonly ReportSaleLine[]; party: string }) {
  return (
    <table aria-label="Sold lines" className="w-full text-left text-xs">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={CELL}>
            Token
          </th>
          <th scope="col" className={CELL}>
            Product
          </th>
          <th scope="col" className={CELL}>
            Grade
          </th>
          <th scope="col" className={CELL}>
            {party}
          </th>
          <th scope="col" className={FIGURE}>
            Crates
          </th>
          <th scope="col" className={FIGURE}>
            Kg
          </th>
          <th scope="col" className={FIGURE}>
            Rate
          </th>
          <th scope="col" className={FIGURE}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // A bill may sell one token's grade to one party twice; the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no key of their own and never reorder.
          <tr key={index} className="border-t border-slate-100">
            <td className={CELL}>{tokenLabel(line.tokenNo)}</td>
            <td className={CELL}>{line.productName}</td>
            <td className={CELL}>{line.gradeName}</td>
            <td className={CELL}>{line.partyName}</td>
            <td className={FIGURE}>{formatNumber(line.crates)}</td>
            <td className={FIGURE}>{formatNumber(line.kg)}</td>
            <td className={FIGURE}>{rateText(line, EN)}</td>
            <td className={FIGURE}>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The bills a receipt settles, under its row. */
export function AllocationsTable({ allocations }: { allocations: readonly ReportAllocation[] }) {
  return (
    <table aria-label="Bills settled" className="w-full text-left text-xs">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className={CELL}>
            Bill No.
          </th>
          <th scope="col" className={CELL}>
            Bill Date
          </th>
          <th scope="col" className={FIGURE}>
            Settled
          </th>
        </tr>
      </thead>
      <tbody>
        {allocations.map((a) => (
          <tr key={a.billNo} className="border-t border-slate-100">
            <td className={CELL}>{a.billNo}</td>
            <td className={CELL}>{formatDate(a.billDate)}</td>
            <td className={FIGURE}>{formatMoney(a.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
