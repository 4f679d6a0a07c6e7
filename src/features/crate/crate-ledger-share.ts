import type { CrateLedger } from '@contracts'
import { formatDate, formatNumber } from '@/lib/format'
import { shareSummary } from '@/lib/whatsapp'
import { ledgerTotals } from './crate-ledger-table'

export interface CrateLedgerHeading {
  firmName: string
  partyName: string
  /** The crate type, or every type together. */
  crateType: string
  fromDate: string
  toDate: string
}

/** The crate ledger as a WhatsApp message, like a statement's: the period and the crates still held. */
export function crateLedgerMessage(heading: CrateLedgerHeading, ledger: CrateLedger): string {
  const totals = ledgerTotals(ledger)
  return shareSummary(`${heading.firmName}: crate ledger of ${heading.partyName}`, [
    ['Crate type', heading.crateType],
    ['Period', `${formatDate(heading.fromDate) || 'Start'} to ${formatDate(heading.toDate) || 'today'}`],
    ['Opening', formatNumber(ledger.opening)],
    ['Out', formatNumber(totals.outQty)],
    ['Returned', formatNumber(totals.inQty)],
    ['Crates with you', formatNumber(ledger.closing)],
  ])
}
