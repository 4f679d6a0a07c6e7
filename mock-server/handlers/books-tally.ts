import {
  buildTallyXml,
  type FileDownload,
  MONEY_GROUPS,
  type TallyVoucherSource,
  tallyVoucherKind,
} from '../../contracts'
import type { Journal, Voucher } from './books-journal'

/** The suffix of a cancellation's voucher number: its lines reverse the document's. */
const REVERSAL_SUFFIX = '/C'

/** The groups whose accounts are a voucher's party in Tally (the farmer's or buyer's ledger). */
const PARTY_GROUPS: readonly string[] = ['Sundry Debtors', 'Sundry Creditors']

/**
 * The Tally export of a journal: one XML file in Tally's import format, the ledger masters the
 * vouchers use first, then every voucher under its document's number and date. The file names no
 * company, so Tally imports into the company open there.
 */
export function tallyExport(journal: Journal, period: { fromDate: string; toDate: string }): FileDownload {
  const groupOf = new Map(journal.chart.map((account) => [account.accountID, account.groupName as string]))
  const vouchers = journal.vouchers.map((voucher) => tallyVoucher(voucher, groupOf))
  return {
    fileName: `tally-vouchers-${period.fromDate}-to-${period.toDate}.xml`,
    content: buildTallyXml({ ledgers: journal.chart, vouchers }),
  }
}

function tallyVoucher(voucher: Voucher, groupOf: ReadonlyMap<string, string>): TallyVoucherSource {
  const inGroups = (groups: readonly string[]) =>
    voucher.lines.filter((line) => groups.includes(groupOf.get(line.accountID) ?? ''))
  const money = inGroups(MONEY_GROUPS)
  return {
    kind: tallyVoucherKind({
      documentType: voucher.documentType,
      isReversal: voucher.voucherNo.endsWith(REVERSAL_SUFFIX),
      moneyDebitPaise: money.reduce((sum, line) => sum + line.debitPaise, 0),
      moneyCreditPaise: money.reduce((sum, line) => sum + line.creditPaise, 0),
    }),
    voucherNo: voucher.voucherNo,
    date: voucher.date,
    narration: voucher.narration,
    partyAccountID: inGroups(PARTY_GROUPS)[0]?.accountID,
    lines: voucher.lines,
  }
}
