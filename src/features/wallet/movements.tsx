import type { WalletDay } from '@contracts'
import { formatMoney, formatTime } from '@/lib/format'

const money = (value: number) => (value ? formatMoney(value) : '')

/** The day's cash documents in the order cash moved, with the book after each. */
export function WalletMovements({ day }: { day: WalletDay }) {
  if (day.movements.length === 0) return <p className="text-sm text-slate-600">No cash has moved this day.</p>
  return (
    <div className="overflow-x-auto">
      <table aria-label="Cash movements" className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Time
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Voucher
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Source
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Particulars
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              In
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Out
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Book
            </th>
          </tr>
        </thead>
        <tbody>
          {day.movements.map((m) => (
            <tr key={`${m.documentKeyID}-${m.source}`} className="border-b border-slate-100">
              <td className="py-1 pr-2 whitespace-nowrap">{formatTime(m.dateTime)}</td>
              <td className="py-1 pr-2 whitespace-nowrap">{m.voucherNo}</td>
              <td className="py-1 pr-2">{m.source}</td>
              <td className="py-1 pr-2">{m.particulars}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{money(m.cashIn)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{money(m.cashOut)}</td>
              <td className="py-1 text-right tabular-nums">{formatMoney(m.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
