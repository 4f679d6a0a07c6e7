import { BILL_STATUS, type FarmerBill, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import {
  CratesHeldLines,
  crateChargeMoneyLines,
  type Labels,
  type MetaRow,
  MoneyLines,
  otherMoneyLines,
  PrintDocument,
  type PrintFirm,
  type PrintLanguage,
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
import { farmerBillQueries } from './api'

const tokensText = (bill: Pick<FarmerBill, 'tokenNos'>) => bill.tokenNos.map(tokenLabel).join(', ')
const farmerText = (bill: Pick<FarmerBill, 'farmerCode' | 'farmerName'>) =>
  `${bill.farmerCode} ${bill.farmerName}`

/** The rows under the patti's title: number, date, tokens, vehicles, the farmer and where he is from. */
export function pattiMeta(bill: FarmerBill, labels: Labels): MetaRow[] {
  return [
    ...(bill.billNo ? [{ label: labels.billNo, value: bill.billNo }] : []),
    { label: labels.date, value: formatDate(bill.billDate) },
    { label: labels.tokens, value: tokensText(bill) },
    { label: labels.vehicleNo, value: bill.vehicleNos.join(', ') },
    { label: labels.farmer, value: farmerText(bill) },
    { label: labels.village, value: bill.village },
    ...(bill.mobileNo ? [{ label: labels.mobile, value: bill.mobileNo }] : []),
    { label: labels.market, value: bill.marketPlaceName },
  ]
}

export interface PattiBodyProps {
  bill: FarmerBill
  labels: Labels
  language: PrintLanguage
  thermal: boolean
}

/**
 * What the patti says, as printed and as previewed before it is generated: the goods with the day's
 * rates beside each line, every deduction with its basis, then gross, deductions, round off and the
 * net payable in figures and words, and what has been paid.
 */
export function PattiBody({ bill, labels, language, thermal }: PattiBodyProps) {
  const deductions = [
    ...serviceMoneyLines(bill.serviceLines, labels),
    ...otherMoneyLines(bill.otherDeductions),
    ...crateChargeMoneyLines(bill.crateCharges, labels),
    ...(bill.waivedAmount > 0
      ? [{ key: 'waived', label: labels.chargesWaived, amount: -bill.waivedAmount }]
      : []),
  ]
  return (
    <>
      <SoldLines lines={bill.lines} labels={labels} language={language} thermal={thermal} dayRates />
      <MoneyLines caption={labels.deductions} lines={deductions} />
      <TotalsBlock
        labels={labels}
        language={language}
        rows={[
          { label: labels.grossAmount, amount: bill.grossAmount },
          { label: labels.totalDeductions, amount: -bill.totalDeductions },
        ]}
        roundOff={bill.roundOff}
        final={{ label: labels.netPayable, amount: bill.netPayable }}
        settlement={[
          { label: labels.paid, amount: bill.paidAmount },
          { label: labels.balance, amount: bill.balance },
        ]}
      />
      <CratesHeldLines held={bill.cratesHeld} labels={labels} />
    </>
  )
}

/** The message the WhatsApp button sends the farmer, in the patti's language. */
export function pattiShareText(bill: FarmerBill, firmName: string, labels: Labels): string {
  return shareSummary(`${firmName}\n${labels.patti} ${bill.billNo}`, [
    [labels.date, formatDate(bill.billDate)],
    [labels.farmer, farmerText(bill)],
    [labels.tokens, tokensText(bill)],
    [labels.grossAmount, formatMoney(bill.grossAmount)],
    [labels.totalDeductions, formatMoney(bill.totalDeductions)],
    [labels.netPayable, formatMoney(bill.netPayable)],
    [labels.paid, formatMoney(bill.paidAmount)],
    [labels.balance, formatMoney(bill.balance)],
  ])
}

function PattiDocument({ bill, firm }: { bill: FarmerBill; firm: PrintFirm }) {
  // The firm's own paper by default; the toolbar switches it for this print.
  const settings = usePrintSettings(firm.printSize)
  const { labels, language, size } = settings
  return (
    <PrintDocument
      firm={firm}
      settings={settings}
      title={labels.patti}
      meta={pattiMeta(bill, labels)}
      embedded
      actions={
        <ShareOnWhatsApp mobileNo={bill.mobileNo} text={pattiShareText(bill, firm.companyName, labels)} />
      }
    >
      {bill.status === BILL_STATUS.Cancelled && (
        <p className="mb-2 border-2 border-slate-900 text-center text-lg font-black">{labels.cancelled}</p>
      )}
      <PattiBody bill={bill} labels={labels} language={language} thermal={size === '80mm'} />
    </PrintDocument>
  )
}

/** One farmer's patti as a printable document, in the firm's paper size, English or Marathi. */
export function FarmerPatti({ farmerBillKeyID }: { farmerBillKeyID: string }) {
  const firm = useQuery(companyQueries.model())
  const bill = useQuery(farmerBillQueries.model(farmerBillKeyID))
  if (!firm.data || !bill.data)
    return (
      <LoadState
        label="Farmer Patti"
        error={firm.error ?? bill.error}
        onRetry={() => {
          void firm.refetch()
          void bill.refetch()
        }}
      />
    )
  return <PattiDocument bill={bill.data} firm={firm.data} />
}
