import { DOCUMENT_TYPE } from '../books'

/**
 * TallyPrime's XML import file for a period's books: the ledger masters first, then the vouchers.
 * Pure: the same accounts and vouchers always give the same text, so a file can be checked byte for byte.
 */

/** A chart-of-accounts row as Tally needs it: `groupName` is one of Tally's standard groups. */
export interface TallyLedgerSource {
  accountID: string
  accountCode?: string
  accountName: string
  groupName: string
}

export interface TallyLineSource {
  accountID: string
  debitPaise: number
  creditPaise: number
}

/** The kinds of document a voucher comes from, each with the Tally voucher type it imports as. */
export const TALLY_VOUCHER_TYPE = {
  /** A buyer's invoice sells the produce to the buyer on the farmer's behalf. */
  Invoice: 'Sales',
  /**
   * A farmer's patti is a Journal, not a Purchase: the agent never owns the goods, the patti only moves
   * the sale proceeds to the farmer's account less the agent's commission and the charges collected.
   */
  Patti: 'Journal',
  Receipt: 'Receipt',
  Payment: 'Payment',
  Journal: 'Journal',
} as const
export type TallyVoucherKind = keyof typeof TALLY_VOUCHER_TYPE

/** Tally's groups of the money accounts: a line on one of them is cash or bank moving. */
export const MONEY_GROUPS: readonly string[] = ['Cash-in-Hand', 'Bank Accounts']

/**
 * Which Tally voucher a posted document imports as. An invoice is a Sales voucher and a patti a
 * Journal. Every other document goes by its money: cash or bank only coming in is a Receipt, only
 * going out a Payment, anything else (an adjustment, a transfer, a fee on credit) a Journal. A
 * cancellation's reversal is a Journal, whatever it reverses: Tally's Sales, Receipt and Payment
 * vouchers expect the original's direction.
 */
export function tallyVoucherKind(voucher: {
  documentType: string
  isReversal: boolean
  /** The voucher's debit and credit on cash and bank accounts, paise. */
  moneyDebitPaise: number
  moneyCreditPaise: number
}): TallyVoucherKind {
  if (voucher.isReversal) return 'Journal'
  if (voucher.documentType === DOCUMENT_TYPE.Invoice) return 'Invoice'
  if (voucher.documentType === DOCUMENT_TYPE.Patti) return 'Patti'
  if (voucher.moneyDebitPaise > 0 && voucher.moneyCreditPaise === 0) return 'Receipt'
  if (voucher.moneyCreditPaise > 0 && voucher.moneyDebitPaise === 0) return 'Payment'
  return 'Journal'
}

export interface TallyVoucherSource {
  kind: TallyVoucherKind
  /** The document's own number, so the voucher in Tally carries the number printed on the paper. */
  voucherNo: string
  /** YYYY-MM-DD */
  date: string
  narration?: string
  /** The farmer's or buyer's account, when the document has one. */
  partyAccountID?: string
  lines: readonly TallyLineSource[]
}

export interface TallyExportInput {
  companyName?: string
  ledgers: readonly TallyLedgerSource[]
  vouchers: readonly TallyVoucherSource[]
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
// Control characters other than tab and newlines are not allowed in XML 1.0 at all: they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const UNSAFE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const UNSAFE_ALL = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

/**
 * Text made safe inside an element or a double-quoted attribute; any Unicode letter is kept as is.
 * Most text needs nothing, and a month's file holds tens of thousands of values: those are passed as
 * they are.
 */
export const xmlEscape = (text: string): string =>
  UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (c) => ENTITIES[c] ?? '') : text

/**
 * The ledger's name in Tally. Two accounts may share a name (two farmers called the same), so the
 * account's code goes in brackets; it comes from the account, never from the run, so a second import
 * finds the master it created the first time instead of adding another.
 */
export const tallyLedgerName = (ledger: TallyLedgerSource): string =>
  ledger.accountCode ? `${ledger.accountName.trim()} [${ledger.accountCode}]` : ledger.accountName.trim()

/** Tally's date form: 2026-11-21 → 20261121. */
export const tallyDate = (isoDate: string): string => isoDate.slice(0, 10).replace(/-/g, '')

/**
 * Tally's signed amount in rupees with two decimals: a debit is negative, a credit positive.
 * Built from integer paise by string arithmetic so no float ever rounds a paisa.
 */
export const tallyAmount = (debitPaise: number, creditPaise: number): string => {
  const net = creditPaise - debitPaise
  const abs = Math.abs(net)
  const rupees = Math.trunc(abs / 100)
  const paise = String(abs % 100).padStart(2, '0')
  return `${net < 0 ? '-' : ''}${rupees}.${paise}`
}

const el = (tag: string, text: string): string => `<${tag}>${xmlEscape(text)}</${tag}>`

/** A ledger master; `name` is escaped already. */
const ledgerXml = (name: string, groupName: string): string =>
  `<TALLYMESSAGE xmlns:UDF="TallyUDF">
<LEDGER NAME="${name}" ACTION="Create">
<NAME.LIST><NAME>${name}</NAME></NAME.LIST>
${el('PARENT', groupName)}
</LEDGER>
</TALLYMESSAGE>`

/** A voucher, its ledgers named by `names` (account to escaped ledger name). */
function voucherXml(voucher: TallyVoucherSource, names: ReadonlyMap<string, string>): string {
  const type = TALLY_VOUCHER_TYPE[voucher.kind]
  const nameOf = (accountID: string): string => {
    const name = names.get(accountID)
    if (name === undefined)
      throw new Error(`Voucher ${voucher.voucherNo} names an unknown account ${accountID}`)
    return name
  }
  let xml = `<TALLYMESSAGE xmlns:UDF="TallyUDF">
<VOUCHER VCHTYPE="${type}" ACTION="Create">
<DATE>${tallyDate(voucher.date)}</DATE>
<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>
${el('VOUCHERNUMBER', voucher.voucherNo)}
${el('NARRATION', voucher.narration ?? '')}
`
  if (voucher.partyAccountID) xml += `<PARTYLEDGERNAME>${nameOf(voucher.partyAccountID)}</PARTYLEDGERNAME>\n`
  for (const line of voucher.lines) {
    if (line.debitPaise === 0 && line.creditPaise === 0) continue
    xml += `<ALLLEDGERENTRIES.LIST>
<LEDGERNAME>${nameOf(line.accountID)}</LEDGERNAME>
<ISDEEMEDPOSITIVE>${line.debitPaise > line.creditPaise ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>
<AMOUNT>${tallyAmount(line.debitPaise, line.creditPaise)}</AMOUNT>
</ALLLEDGERENTRIES.LIST>
`
  }
  return `${xml}</VOUCHER>
</TALLYMESSAGE>`
}

/** A voucher's debits less its credits, paise: 0 for every voucher Tally will accept. */
export const voucherImbalance = (voucher: TallyVoucherSource): number =>
  voucher.lines.reduce((sum, line) => sum + line.debitPaise - line.creditPaise, 0)

/**
 * The whole import file. Only the ledgers the vouchers use are written (a period's file should not
 * carry every party the firm ever had), in the chart's order. A single request of type Vouchers carries
 * the masters ahead of the vouchers, as Tally's own export with its masters does; a file with no
 * vouchers is a masters-only request. An unbalanced voucher is refused rather than written, because
 * Tally would reject the whole file over it.
 */
export function buildTallyXml(input: TallyExportInput): string {
  for (const voucher of input.vouchers) {
    if (voucherImbalance(voucher) !== 0) throw new Error(`Voucher ${voucher.voucherNo} does not balance`)
  }
  const used = new Set<string>()
  for (const voucher of input.vouchers) {
    if (voucher.partyAccountID) used.add(voucher.partyAccountID)
    for (const line of voucher.lines) used.add(line.accountID)
  }
  const ledgers = input.ledgers.filter((ledger) => used.has(ledger.accountID))
  const names = new Map(ledgers.map((ledger) => [ledger.accountID, xmlEscape(tallyLedgerName(ledger))]))
  const company = input.companyName
    ? ['<STATICVARIABLES>', el('SVCURRENTCOMPANY', input.companyName), '</STATICVARIABLES>']
    : []
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER>',
    el('TALLYREQUEST', 'Import Data'),
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    el('REPORTNAME', input.vouchers.length > 0 ? 'Vouchers' : 'All Masters'),
    ...company,
    '</REQUESTDESC>',
    '<REQUESTDATA>',
    ...ledgers.map((ledger) => ledgerXml(names.get(ledger.accountID)!, ledger.groupName)),
    ...input.vouchers.map((voucher) => voucherXml(voucher, names)),
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n')
}
