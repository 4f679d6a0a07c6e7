import { amountInWords, BILL_STATUS, TRANSACTION_TYPE, toPaise } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { modeText } from '@/components/money'
import { PrintDocument, ShareOnWhatsApp, usePrintSettings } from '@/components/print'
import { LoadState } from '@/components/ui/load-state'
import { companyQueries } from '@/features/company/api'
import { formatDate, formatMoney } from '@/lib/format'
import { shareSummary } from '@/lib/whatsapp'
import { paymentQueries } from './api'

/**
 * A voucher as printed (an envelope's slip for a farmer's cash, a receipt for a buyer) and shared on
 * WhatsApp to the party's mobile.
 */
export function VoucherDocument({ paymentKeyID }: { paymentKeyID: string }) {
  const firm = useQuery(companyQueries.model())
  const voucher = useQuery(paymentQueries.model(paymentKeyID))
  const settings = usePrintSettings('A5')
  const { labels, language } = settings

  if (!firm.data || !voucher.data)
    return (
      <div className="mx-auto max-w-lg p-6">
        <LoadState
          label="Voucher"
          error={firm.error ?? voucher.error}
          onRetry={() => {
            void firm.refetch()
            void voucher.refetch()
          }}
        />
      </div>
    )

  const p = voucher.data
  const receipt = p.transactionType === TRANSACTION_TYPE.Credit
  const title = receipt ? labels.receiptVoucher : labels.paymentVoucher
  const party = `${p.partyCode} ${p.partyName}${p.partyPlace ? `, ${p.partyPlace}` : ''}`
  const meta = [
    { label: labels.voucherNo, value: p.voucherNo },
    { label: labels.date, value: formatDate(p.paymentDate) },
    { label: labels.market, value: p.marketPlaceName },
    { label: receipt ? labels.receivedFrom : labels.paidTo, value: party },
    { label: labels.mode, value: modeText(p) },
  ]
  const share = shareSummary(`${firm.data.companyName}: ${receipt ? 'Receipt' : 'Payment'} ${p.voucherNo}`, [
    ['Date', formatDate(p.paymentDate)],
    [receipt ? 'Received from' : 'Paid to', party],
    ['Amount', formatMoney(p.amount)],
    ['Mode', modeText(p)],
    ...p.allocations.map((a) => [a.billNo, formatMoney(a.amount)] as const),
    ...(p.advanceAmount > 0 ? [['Advance', formatMoney(p.advanceAmount)] as const] : []),
  ])

  return (
    <PrintDocument
      firm={firm.data}
      settings={settings}
      title={title}
      meta={meta}
      actions={<ShareOnWhatsApp mobileNo={p.partyMobileNo} text={share} />}
    >
      {p.status === BILL_STATUS.Cancelled && (
        <p className="mb-2 border-2 border-slate-900 text-center text-lg font-black">{labels.cancelled}</p>
      )}
      <p className="flex justify-between text-base font-bold">
        <span>{labels.amount}</span>
        <span className="tabular-nums">{formatMoney(p.amount)}</span>
      </p>
      <p>
        {labels.inWords}: <span className="font-medium">{amountInWords(toPaise(p.amount), language)}</span>
      </p>
      {p.allocations.length > 0 && (
        <table className="mt-2 w-full text-left" aria-label={labels.billsSettled}>
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col" className="py-1 pr-2">
                {labels.billNo}
              </th>
              <th scope="col" className="py-1 pr-2">
                {labels.date}
              </th>
              <th scope="col" className="py-1 text-right">
                {labels.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.allocations.map((a) => (
              <tr key={a.billKeyID} className="border-b border-dotted border-slate-300">
                <td className="py-1 pr-2">{a.billNo}</td>
                <td className="py-1 pr-2">{formatDate(a.billDate)}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(a.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {p.advanceAmount > 0 && (
        <p className="mt-1 flex justify-between">
          <span>{labels.advance}</span>
          <span className="tabular-nums">{formatMoney(p.advanceAmount)}</span>
        </p>
      )}
      {p.denominations.length > 0 && (
        <p className="mt-1">
          {labels.notes}: {p.denominations.map((d) => `₹${d.denomination} × ${d.count}`).join(', ')}
        </p>
      )}
      {p.narration && (
        <p className="mt-1">
          {labels.narration}: {p.narration}
        </p>
      )}
    </PrintDocument>
  )
}
