import { type BuyerBill, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { crateChargeMoneyLines, labelsFor } from '@/components/print'
import { LoadState } from '@/components/ui/load-state'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { buyerBillQueries } from './api'

const num = 'px-2 py-1 text-right tabular-nums'

/** An invoice on screen: what each token comes to, the charges with their basis, and the total. */
export function InvoiceBreakdown({ bill }: { bill: BuyerBill }) {
  return (
    <div className="grid gap-3 text-sm lg:grid-cols-[2fr_1fr]">
      <table className="w-full" aria-label={`Tokens of ${bill.billNo || bill.buyerName}`}>
        <thead className="text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1">
              Token
            </th>
            <th scope="col" className="px-2 py-1">
              Date
            </th>
            <th scope="col" className="px-2 py-1">
              Farmer
            </th>
            <th scope="col" className={num}>
              Crates
            </th>
            <th scope="col" className={num}>
              kg
            </th>
            <th scope="col" className={num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.tokenSubtotals.map((t) => (
            <tr key={t.tokenKeyID} className="border-t border-slate-100">
              <td className="px-2 py-1 font-medium">{tokenLabel(t.tokenNo)}</td>
              <td className="px-2 py-1 whitespace-nowrap">{formatDate(t.tokenDate)}</td>
              <td className="px-2 py-1">
                {t.farmerCode} · {t.village}
              </td>
              <td className={num}>{formatNumber(t.crates)}</td>
              <td className={num}>{formatNumber(t.netWeightKg)}</td>
              <td className={num}>{formatMoney(t.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-[1fr_auto] content-start gap-x-4 gap-y-1">
        <dt>Goods</dt>
        <dd className="text-right tabular-nums">{formatMoney(bill.goodsAmount)}</dd>
        {bill.serviceLines.map((line) => (
          <div key={line.serviceID} className="contents">
            <dt className="text-slate-600">{line.basis}</dt>
            <dd className="text-right tabular-nums">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        {bill.otherCharges.map((charge) => (
          <div key={charge.categoryKeyID} className="contents">
            <dt className="text-slate-600">{charge.categoryName}</dt>
            <dd className="text-right tabular-nums">{formatMoney(charge.amount)}</dd>
          </div>
        ))}
        {crateChargeMoneyLines(bill.crateCharges, labelsFor('en')).map((line) => (
          <div key={line.key} className="contents">
            <dt className="text-slate-600">{line.label}</dt>
            <dd className="text-right tabular-nums">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <dt className="text-slate-600">Round Off</dt>
        <dd className="text-right tabular-nums">{formatMoney(bill.roundOff)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(bill.totalAmount)}</dd>
        {bill.cancelReason && (
          <>
            <dt className="text-amber-900">Cancelled</dt>
            <dd className="text-right text-amber-900">{bill.cancelReason}</dd>
          </>
        )}
      </dl>
    </div>
  )
}

/** A list row's detail: the saved invoice, fetched when the row is opened. */
export function InvoiceSummary({ buyerBillKeyID }: { buyerBillKeyID: string }) {
  const bill = useQuery(buyerBillQueries.model(buyerBillKeyID))
  if (!bill.data) return <LoadState label="Invoice" error={bill.error} onRetry={() => bill.refetch()} />
  return <InvoiceBreakdown bill={bill.data} />
}
