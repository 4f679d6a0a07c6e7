import type { BuyerLedger } from '@contracts'
import { drCr } from '@/components/money'
import { formatDate, formatMoney } from '@/lib/format'
import { shareSummary } from '@/lib/whatsapp'

/** The statement as a WhatsApp message: the balance and how much of it is overdue. */
export const statementMessage = (firmName: string, ledger: BuyerLedger) =>
  shareSummary(`${firmName}: statement of ${ledger.buyerCode} ${ledger.buyerName}`, [
    ['Period', `${formatDate(ledger.fromDate) || 'Start'} to ${formatDate(ledger.toDate)}`],
    ['Opening', drCr(ledger.openingBalance)],
    ['Invoices', formatMoney(ledger.totalDebit)],
    ['Received', formatMoney(ledger.totalCredit)],
    ['Closing', drCr(ledger.closingBalance)],
    ['Over 30 days', formatMoney(ledger.ageing.over30)],
    [`Overdue as of ${formatDate(ledger.asOfDate)}`, formatMoney(ledger.overdue)],
  ])
