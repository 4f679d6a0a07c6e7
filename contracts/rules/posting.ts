import type { AccountGroup } from '../books'
import { PARTY_TYPE } from '../service'

/**
 * How each document posts to the books, in integer paise. Every function answers balanced lines
 * (Σ debits = Σ credits) or none, and names accounts by IDs derived from the party or master they
 * stand for, so the same document always posts to the same ledgers. Worked examples: docs/books.md.
 */

export interface JournalLine {
  accountID: string
  debitPaise: number
  creditPaise: number
}

/** One amount to an account; the side comes from the rule using it. */
export interface Posting {
  accountID: string
  paise: number
}

/** The accounts every firm's chart has from the start. */
export const ACCOUNT = {
  /** Goods value between the patti (debit: what the farmer is owed for) and the invoice (credit). */
  goodsOnCommission: 'goods-on-commission',
  aadat: 'aadat',
  roundOff: 'round-off',
  chargesWaived: 'charges-waived',
  gateFees: 'gate-fees',
  cashShortExcess: 'cash-short-excess',
  capital: 'capital',
  drawings: 'drawings',
  bankCharges: 'bank-charges',
  /** Crates a party kept past the firm's days, charged at their lost value on a bill. */
  crateCharges: 'crate-charges',
} as const

export const accountIDOf = {
  farmer: (farmerKeyID: string) => `farmer:${farmerKeyID}`,
  buyer: (buyerKeyID: string) => `buyer:${buyerKeyID}`,
  cash: (marketKeyID: string) => `cash:${marketKeyID}`,
  bank: (bankAccountKeyID: string) => `bank:${bankAccountKeyID}`,
  /** Online money of a market that had no bank account then. */
  unassignedBank: (marketKeyID: string) => `bank-unassigned:${marketKeyID}`,
  service: (serviceID: number) => `service:${serviceID}`,
  expense: (categoryKeyID: string) => `expense:${categoryKeyID}`,
} as const

/** The commission services, one per side; both post to the one Aadat income. */
export const AADAT_SERVICE_IDS: readonly number[] = [1, 7]
/** Loading / Unloading (farmer) and Hamali (buyer): collected for the labourers, paid over to them. */
export const COLLECTED_FOR_OTHERS_SERVICE_IDS: readonly number[] = [5, 8]

export interface ServiceAccount {
  accountID: string
  accountName: string
  groupName: AccountGroup
}

/**
 * Where a service's charges go: a levy is owed to the market committee (Duties & Taxes), labour
 * charges are owed to the labourers (Current Liabilities), commission is the Aadat income, and every
 * other service is income of its own, named with its side since both sides may have a "Stationary".
 */
export function serviceAccount(service: {
  serviceID: number
  serviceName: string
  partyType: number
  isLevy: boolean
}): ServiceAccount {
  const side = service.partyType === PARTY_TYPE.Farmer ? 'Farmer' : 'Buyer'
  if (service.isLevy) {
    return {
      accountID: accountIDOf.service(service.serviceID),
      accountName: `${service.serviceName} Payable (${side})`,
      groupName: 'Duties & Taxes',
    }
  }
  if (AADAT_SERVICE_IDS.includes(service.serviceID)) {
    return { accountID: ACCOUNT.aadat, accountName: 'Commission (Aadat)', groupName: 'Direct Incomes' }
  }
  if (COLLECTED_FOR_OTHERS_SERVICE_IDS.includes(service.serviceID)) {
    return {
      accountID: accountIDOf.service(service.serviceID),
      accountName: `${service.serviceName} Payable (${side})`,
      groupName: 'Current Liabilities',
    }
  }
  return {
    accountID: accountIDOf.service(service.serviceID),
    accountName: `${service.serviceName} Charges (${side})`,
    groupName: 'Direct Incomes',
  }
}

const debit = (accountID: string, paise: number): JournalLine => ({
  accountID,
  debitPaise: paise,
  creditPaise: 0,
})
const credit = (accountID: string, paise: number): JournalLine => ({
  accountID,
  debitPaise: 0,
  creditPaise: paise,
})

/** A signed amount on its natural side: positive on `side`, negative on the other. */
const signed = (accountID: string, paise: number, side: 'debit' | 'credit'): JournalLine =>
  paise >= 0 === (side === 'debit') ? debit(accountID, Math.abs(paise)) : credit(accountID, Math.abs(paise))

/** Lines of one voucher with zero lines dropped and the same account's lines on one side merged. */
export function tidy(lines: readonly JournalLine[]): JournalLine[] {
  const byAccount = new Map<string, number>()
  for (const line of lines) {
    byAccount.set(line.accountID, (byAccount.get(line.accountID) ?? 0) + line.debitPaise - line.creditPaise)
  }
  const out: JournalLine[] = []
  for (const [accountID, net] of byAccount) {
    if (net !== 0) out.push(signed(accountID, net, 'debit'))
  }
  return out
}

export const totalDebit = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + l.debitPaise, 0)
export const totalCredit = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + l.creditPaise, 0)
export const isBalanced = (lines: readonly JournalLine[]) => totalDebit(lines) === totalCredit(lines)

/** A cancellation: the same lines with the sides swapped. */
export const reversed = (lines: readonly JournalLine[]): JournalLine[] =>
  lines.map((l) => ({ accountID: l.accountID, debitPaise: l.creditPaise, creditPaise: l.debitPaise }))

export interface PattiPosting {
  farmerAccountID: string
  grossPaise: number
  /** Each service deduction to its account (serviceAccount). */
  services: readonly Posting[]
  /** Each other deduction to its expense head: the farmer bears a cost the firm paid. */
  otherDeductions: readonly Posting[]
  /** Crates kept too long, charged at their lost value: income (absent: none). */
  crateChargesPaise?: number
  waivedPaise: number
  /** Positive when rounding raised the net. */
  roundOffPaise: number
  netPaise: number
}

/**
 * A patti: the goods sold for the farmer come in at gross (debit Goods on Commission); the farmer is
 * owed the net; each deduction is income, a liability or a recovered cost; charges waived are an
 * expense; round off takes the difference. gross + waived + roundOff = net + services + other + crate charges.
 */
export function postPatti(p: PattiPosting): JournalLine[] {
  return tidy([
    debit(ACCOUNT.goodsOnCommission, p.grossPaise),
    credit(p.farmerAccountID, p.netPaise),
    ...p.services.map((s) => credit(s.accountID, s.paise)),
    ...p.otherDeductions.map((s) => credit(s.accountID, s.paise)),
    credit(ACCOUNT.crateCharges, p.crateChargesPaise ?? 0),
    debit(ACCOUNT.chargesWaived, p.waivedPaise),
    signed(ACCOUNT.roundOff, p.roundOffPaise, 'debit'),
  ])
}

export interface InvoicePosting {
  buyerAccountID: string
  goodsPaise: number
  services: readonly Posting[]
  /** Other charges (crate rent, freight…) to their expense heads: the buyer bears a cost the firm paid. */
  otherCharges: readonly Posting[]
  /** Crates kept too long, charged at their lost value: income (absent: none). */
  crateChargesPaise?: number
  /** Positive when rounding raised the total. */
  roundOffPaise: number
  totalPaise: number
}

/**
 * An invoice: the buyer owes the total; the goods leave Goods on Commission at their value; each
 * charge is income, a liability (a levy, hamali) or a recovered cost. total = goods + services +
 * other + crate charges + roundOff.
 */
export function postInvoice(p: InvoicePosting): JournalLine[] {
  return tidy([
    debit(p.buyerAccountID, p.totalPaise),
    credit(ACCOUNT.goodsOnCommission, p.goodsPaise),
    ...p.services.map((s) => credit(s.accountID, s.paise)),
    ...p.otherCharges.map((s) => credit(s.accountID, s.paise)),
    credit(ACCOUNT.crateCharges, p.crateChargesPaise ?? 0),
    signed(ACCOUNT.roundOff, p.roundOffPaise, 'credit'),
  ])
}

/**
 * Money in (a receipt) debits the cash or bank account it went to and credits the other account;
 * money out is the mirror. Serves receipts, payments, expenses and gate fees alike.
 */
export function postMoney(
  bookAccountID: string,
  otherAccountID: string,
  paise: number,
  inward: boolean,
): JournalLine[] {
  return tidy(
    inward
      ? [debit(bookAccountID, paise), credit(otherAccountID, paise)]
      : [debit(otherAccountID, paise), credit(bookAccountID, paise)],
  )
}

/** From one book to another: a deposit (cash to bank) or a withdrawal (bank to cash). */
export const postTransfer = (fromAccountID: string, toAccountID: string, paise: number): JournalLine[] =>
  tidy([debit(toAccountID, paise), credit(fromAccountID, paise)])

/** A closed wallet day counted more (positive) or less than its book: cash against Cash Short & Excess. */
export const postWalletVariance = (cashAccountID: string, variancePaise: number): JournalLine[] =>
  tidy([
    signed(cashAccountID, variancePaise, 'debit'),
    signed(ACCOUNT.cashShortExcess, variancePaise, 'credit'),
  ])

/**
 * A party's opening balance from its master: receivable is a debit, payable a credit, against Capital
 * (the books started with it, like any other opening balance).
 */
export const postPartyOpening = (partyAccountID: string, paise: number, receivable: boolean): JournalLine[] =>
  postMoney(partyAccountID, ACCOUNT.capital, paise, receivable)
