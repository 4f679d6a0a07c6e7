import { BILL_STATUS, type BuyerBill, fromPaise, TRANSPORT, toPaise } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import type { Labels } from '@/components/print'
import {
  CratesHeldLines,
  crateChargeMoneyLines,
  MoneyLines,
  otherMoneyLines,
  PrintDocument,
  type PrintFirm,
  ShareOnWhatsApp,
  SoldLines,
  serviceMoneyLines,
  TotalsBlock,
  usePrintSettings,
} from '@/components/print'
import { LoadState } from '@/components/ui/load-state'
import { companyQueries } from '@/features/company/api'
import { formatDate, formatMoney } from '@/lib/format'
import { shareSummary } from '@/lib/whatsapp'
import { buyerBillQueries } from './api'
import { invoiceKeyOf } from './paths'
import { PaymentDetails } from './payment-details'

/** What the buyer owes in all after this invoice: the earlier outstanding plus this one's balance. */
const totalOutstanding = (bill: BuyerBill) =>
  fromPaise(toPaise(bill.previousOutstanding) + toPaise(bill.balance))

/** The WhatsApp message: enough for the buyer to know what to pay, and by when. */
export function invoiceShareText(bill: BuyerBill, firmName: string, labels: Labels): string {
  return shareSummary(`${firmName}: ${labels.billInvoice} ${bill.billNo}`, [
    [labels.date, formatDate(bill.billDate)],
    [labels.buyer, bill.buyerName],
    [labels.invoiceTotal, formatMoney(bill.totalAmount)],
    [labels.dueDate, formatDate(bill.dueDate)],
    [labels.totalOutstanding, formatMoney(totalOutstanding(bill))],
  ])
}

/**
 * /BuyerInvoice and /Group-token-Invoice: one saved invoice as its printed document. A group invoice
 * closes each token's lines with its sub-total.
 */
export function InvoiceDocumentPage() {
  // Read here rather than by the route, so the route table in every page's first load stays small.
  const buyerBillKeyID = useSearch({ strict: false, select: invoiceKeyOf })
  const firm = useQuery(companyQueries.model())
  const bill = useQuery(buyerBillQueries.model(buyerBillKeyID ?? null))

  if (!buyerBillKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        Open an invoice from{' '}
        <Link to="/buyer-billing" className="font-medium text-brand-700 hover:underline">
          Buyer Billing
        </Link>
        .
      </p>
    )
  if (!firm.data || !bill.data)
    return (
      <LoadState
        label="Invoice"
        error={firm.error ?? bill.error}
        onRetry={() => {
          void firm.refetch()
          void bill.refetch()
        }}
      />
    )
  return <InvoiceDocument firm={firm.data} bill={bill.data} />
}

function InvoiceDocument({ firm, bill }: { firm: PrintFirm; bill: BuyerBill }) {
  // The firm's paper by default; the clerk may switch for one print.
  const settings = usePrintSettings(firm.printSize)
  const { labels, language, size } = settings
  const meta = [
    { label: labels.invoiceNo, value: bill.billNo },
    { label: labels.date, value: formatDate(bill.billDate) },
    { label: labels.buyer, value: `${bill.buyerCode} ${bill.buyerName}` },
    { label: labels.dueDate, value: formatDate(bill.dueDate) },
    ...(bill.city ? [{ label: labels.city, value: bill.city }] : []),
    ...(bill.mobileNo ? [{ label: labels.mobile, value: bill.mobileNo }] : []),
    ...(bill.gstin ? [{ label: labels.gstin, value: bill.gstin }] : []),
    { label: labels.market, value: bill.marketPlaceName },
    ...(bill.isGroup
      ? [{ label: labels.period, value: `${formatDate(bill.fromDate)} – ${formatDate(bill.toDate)}` }]
      : []),
    {
      label: labels.transport,
      value: bill.transportationType === TRANSPORT.Trolley ? labels.trolley : labels.crates,
    },
  ]
  const charges = [
    ...serviceMoneyLines(bill.serviceLines, labels),
    ...otherMoneyLines(bill.otherCharges),
    ...crateChargeMoneyLines(bill.crateCharges, labels),
  ]
  const chargesAmount = fromPaise(
    toPaise(bill.totalAmount) - toPaise(bill.goodsAmount) - toPaise(bill.roundOff),
  )

  return (
    <PrintDocument
      firm={firm}
      settings={settings}
      title={labels.billInvoice}
      meta={meta}
      actions={
        <ShareOnWhatsApp mobileNo={bill.mobileNo} text={invoiceShareText(bill, firm.companyName, labels)} />
      }
      footer={
        <>
          {/* The buyer's payment terms, above the firm's own footer (shared with the farmer's patti). */}
          <p className="mb-1 font-semibold">
            {labels.dueDate}: {formatDate(bill.dueDate)}
          </p>
          <PaymentDetails bill={bill} payee={firm.companyName} labels={labels} />
        </>
      }
    >
      {bill.status === BILL_STATUS.Cancelled && (
        <p className="mb-2 border-2 border-slate-900 text-center text-lg font-black">
          {labels.cancelled}
          {bill.cancelReason && <span className="block text-sm font-normal">{bill.cancelReason}</span>}
        </p>
      )}
      <SoldLines
        lines={bill.lines}
        labels={labels}
        language={language}
        thermal={size === '80mm'}
        subtotals={bill.isGroup}
        farmers
      />
      <MoneyLines caption={labels.charges} lines={charges} />
      <TotalsBlock
        labels={labels}
        language={language}
        rows={[
          { label: labels.goodsAmount, amount: bill.goodsAmount },
          { label: labels.totalCharges, amount: chargesAmount },
        ]}
        roundOff={bill.roundOff}
        final={{ label: labels.invoiceTotal, amount: bill.totalAmount }}
        settlement={[
          { label: labels.received, amount: bill.receivedAmount },
          { label: labels.balance, amount: bill.balance },
          { label: labels.previousOutstanding, amount: bill.previousOutstanding },
          { label: labels.totalOutstanding, amount: totalOutstanding(bill) },
        ]}
      />
      <CratesHeldLines held={bill.cratesHeld} labels={labels} />
    </PrintDocument>
  )
}
