import { type BuyerBill, type PaymentAccount, toPaise } from '@contracts'
import type { Labels } from '@/components/print'
import { QrCode } from '@/components/ui/qr-code'

/**
 * The UPI payment link a buyer's app opens from the QR: the account's UPI ID, the firm as payee, what is
 * left to pay on the invoice (left out once it is paid, so the buyer types the amount) and the invoice
 * number as the note, so the receipt can be matched to it.
 */
export function upiPayUri(upiId: string, payee: string, balance: number, invoiceNo: string): string {
  const paise = toPaise(balance)
  const parts = [
    ['pa', upiId],
    ['pn', payee],
    ...(paise > 0 ? [['am', `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`]] : []),
    ['cu', 'INR'],
    ['tn', invoiceNo],
  ]
  return `upi://pay?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`
}

function AccountDetails({ account, labels }: { account: PaymentAccount; labels: Labels }) {
  const rows = [
    [labels.bank, `${account.bankName} (${account.accountName})`],
    [labels.accountNo, account.accountNo],
    [labels.ifsc, account.ifsc],
    [labels.upiId, account.upiId],
  ].filter(([, value]) => value)
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface PaymentDetailsProps {
  bill: BuyerBill
  payee: string
  labels: Labels
}

/**
 * Where and how the buyer pays: each active bank account of the market with a UPI QR for the invoice's
 * balance, then the market's contact. A market without accounts shows its uploaded QR, if any.
 */
export function PaymentDetails({ bill, payee, labels }: PaymentDetailsProps) {
  const accounts = bill.paymentAccounts
  const photoQR = !accounts.some((a) => a.upiId) && bill.paymentQRPhotoUrl
  return (
    <section aria-label={labels.payTo} className="mb-2 flex flex-col items-center gap-2 text-left">
      {accounts.length > 0 && (
        <ul aria-label={labels.bankDetails} className="flex flex-wrap justify-center gap-4">
          {accounts.map((account) => (
            <li
              key={`${account.bankName}-${account.accountNo}-${account.upiId}`}
              className="flex items-center gap-2"
            >
              {account.upiId && (
                <figure className="flex flex-col items-center">
                  <QrCode
                    text={upiPayUri(account.upiId, payee, bill.balance, bill.billNo)}
                    label={`${labels.scanToPay}: ${account.upiId}`}
                  />
                  <figcaption className="text-xs">{labels.scanToPay}</figcaption>
                </figure>
              )}
              <AccountDetails account={account} labels={labels} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-center gap-4">
        {photoQR && (
          <figure className="flex flex-col items-center">
            <img src={photoQR} alt={labels.scanToPay} className="h-28 w-28 object-contain" />
            <figcaption className="text-xs">{labels.scanToPay}</figcaption>
          </figure>
        )}
        <div>
          <p className="font-semibold">{labels.payTo}</p>
          <p>{bill.marketPlaceName}</p>
          {bill.marketAddress && <p className="whitespace-pre-line">{bill.marketAddress}</p>}
          {bill.marketMobileNo && (
            <p>
              {labels.mobile}: {bill.marketMobileNo}
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
