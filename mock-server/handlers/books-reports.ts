import {
  ACCOUNT_GROUPS,
  type Account,
  type AccountLedgerRow,
  EXPENSE_GROUPS,
  fromPaise,
  INCOME_GROUPS,
  type ProfitAndLoss,
  type TrialBalanceRow,
} from '../../contracts'
import type { Journal, Voucher } from './books-journal'

/**
 * The books' reports over a journal: balances, trial balance, profit and loss and one account's
 * ledger. All sums are in paise; rupees only on the way out.
 */

/** Each account's balance over the vouchers, paise, debit positive. */
export function balancesOf(vouchers: readonly Voucher[]): Map<string, number> {
  const balances = new Map<string, number>()
  for (const voucher of vouchers) {
    for (const line of voucher.lines) {
      balances.set(line.accountID, (balances.get(line.accountID) ?? 0) + line.debitPaise - line.creditPaise)
    }
  }
  return balances
}

const groupOrder = (account: Account) => ACCOUNT_GROUPS.indexOf(account.groupName)
const chartOrder = (a: Account, b: Account) =>
  groupOrder(a) - groupOrder(b) ||
  a.accountName.localeCompare(b.accountName) ||
  a.accountID.localeCompare(b.accountID)

/** Every account with a balance, on its side, in Tally's group order; totals are equal by construction. */
export function trialBalance(
  chart: readonly Account[],
  balances: ReadonlyMap<string, number>,
): {
  rows: TrialBalanceRow[]
  totals: { debit: number; credit: number }
} {
  let debit = 0
  let credit = 0
  const rows: TrialBalanceRow[] = []
  for (const account of [...chart].sort(chartOrder)) {
    const paise = balances.get(account.accountID) ?? 0
    if (paise === 0) continue
    if (paise > 0) debit += paise
    else credit -= paise
    rows.push({
      accountID: account.accountID,
      accountName: account.accountName,
      groupName: account.groupName,
      debit: fromPaise(Math.max(paise, 0)),
      credit: fromPaise(Math.max(-paise, 0)),
    })
  }
  return { rows, totals: { debit: fromPaise(debit), credit: fromPaise(credit) } }
}

/** Income (credit balances) and expenses (debit balances) of the period's vouchers. */
export function profitAndLoss(
  chart: readonly Account[],
  balances: ReadonlyMap<string, number>,
): ProfitAndLoss {
  const lines = (groups: readonly string[], sign: 1 | -1) => {
    let total = 0
    const out = []
    for (const account of [...chart].sort(chartOrder)) {
      if (!groups.includes(account.groupName)) continue
      const paise = sign * (balances.get(account.accountID) ?? 0)
      if (paise === 0) continue
      total += paise
      out.push({ accountID: account.accountID, accountName: account.accountName, amount: fromPaise(paise) })
    }
    return { out, total }
  }
  const income = lines(INCOME_GROUPS, -1)
  const expenses = lines(EXPENSE_GROUPS, 1)
  return {
    income: income.out,
    expenses: expenses.out,
    totalIncome: fromPaise(income.total),
    totalExpenses: fromPaise(expenses.total),
    netProfit: fromPaise(income.total - expenses.total),
  }
}

export interface LedgerLines {
  /** Balance before the period, paise, debit positive. */
  openingPaise: number
  rows: AccountLedgerRow[]
  debitPaise: number
  creditPaise: number
}

/**
 * One account's lines in the period with the balance after each (positive = debit). The particulars
 * name the voucher's other accounts, or its narration when it has none.
 */
export function accountLedger(
  journal: Journal,
  accountID: string,
  fromDate: string,
  toDate: string,
): LedgerLines {
  const names = new Map(journal.chart.map((a) => [a.accountID, a.accountName]))
  let balance = 0
  let debitPaise = 0
  let creditPaise = 0
  let openingPaise = 0
  const rows: AccountLedgerRow[] = []
  for (const voucher of journal.vouchers) {
    if (toDate && voucher.date > toDate) break
    for (const line of voucher.lines) {
      if (line.accountID !== accountID) continue
      balance += line.debitPaise - line.creditPaise
      if (fromDate && voucher.date < fromDate) {
        openingPaise = balance
        continue
      }
      debitPaise += line.debitPaise
      creditPaise += line.creditPaise
      const others = voucher.lines
        .filter((l) => l.accountID !== accountID)
        .map((l) => names.get(l.accountID) ?? l.accountID)
      rows.push({
        date: voucher.date,
        voucherNo: voucher.voucherNo,
        documentType: voucher.documentType,
        particulars: others.length > 0 ? others.join(', ') : voucher.narration,
        debit: fromPaise(line.debitPaise),
        credit: fromPaise(line.creditPaise),
        balance: fromPaise(balance),
      })
    }
  }
  return { openingPaise, rows, debitPaise, creditPaise }
}
