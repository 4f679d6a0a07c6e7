import { randomUUID } from 'node:crypto'
import {
  api,
  type CASH_BANK_ENTRY_SORT_COLUMNS,
  CASH_BANK_ENTRY_TYPE,
  CASH_BANK_ENTRY_TYPES,
  CASH_BANK_MESSAGES,
  type CashBankEntry,
  DOCUMENT_PREFIX,
  fromPaise,
  MONEY_MESSAGES,
  openPeriodProblem,
  toPaise,
  VOUCHER_STATUS,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { CashBankEntryRecord } from '../store/money-rows'
import type { Store } from '../store/store'
import { entryReversal } from './cancellation'
import { assertCashDay } from './cash-book'
import { takeDocumentNo } from './document-numbers'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'

const { Deposit, Withdrawal, CapitalIn, Drawings, BankCharges, OpeningBalance } = CASH_BANK_ENTRY_TYPE

/** Entries that move a bank account's book and so must name one. */
const NAMES_BANK: readonly number[] = [Deposit, Withdrawal, BankCharges, OpeningBalance]

/** What an entry does to the cash drawer, in paise: + in, − out, 0 when it moves only a bank. */
function cashEffect(
  entry: Pick<CashBankEntryRecord, 'entryType' | 'bankAccountKeyID' | 'amountPaise'>,
): number {
  if (entry.entryType === Deposit) return -entry.amountPaise
  if (entry.entryType === Withdrawal) return entry.amountPaise
  if (entry.bankAccountKeyID) return 0
  if (entry.entryType === CapitalIn) return entry.amountPaise
  if (entry.entryType === Drawings) return -entry.amountPaise
  return 0
}

const firmEntry = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.cashBankEntries, session, key, CASH_BANK_MESSAGES.notFound)

const accountName = (store: Store, e: Readonly<CashBankEntryRecord>) =>
  e.bankAccountKeyID ? (store.bankAccounts.in(e.companyKeyID, e.bankAccountKeyID)?.accountName ?? '') : 'Cash'

function toEntry(store: Store, e: Readonly<CashBankEntryRecord>): CashBankEntry {
  const { companyKeyID: _firm, userKeyID: _user, amountPaise, ...fields } = e
  return {
    ...fields,
    cancelledDate: entryReversal(e),
    bankAccountName: accountName(store, e),
    amount: fromPaise(amountPaise),
  }
}

const typeLabel = (type: number) => CASH_BANK_ENTRY_TYPES.find((t) => t.value === type)?.label ?? ''

const ENTRY_LIST: ListSpec<CashBankEntry, (typeof CASH_BANK_ENTRY_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.voucherNo, typeLabel(r.entryType), r.bankAccountName, r.referenceNo, r.narration],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.voucherNo,
  key: (r) => r.cashBankEntryKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

export const cashBankEntryHandlers = handlers(api.cashBankEntry, {
  list: ({ body, session, ctx }) => {
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { store } = ctx
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(store, ['cashBankEntries', shown.key, filters], () => {
      const rows: CashBankEntry[] = []
      for (const e of store.cashBankEntries.values()) {
        if (!shown.shows(e)) continue
        if (body.marketKeyID && e.marketKeyID !== body.marketKeyID) continue
        if (!pickMatches(e.entryType, body.entryType) || !pickMatches(e.status, body.status)) continue
        rows.push(toEntry(store, e))
      }
      return filterAndSort(rows, body, ENTRY_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toEntry(ctx.store, firmEntry(ctx, session, query.CashBankEntryKeyID)),

  /**
   * A deposit, withdrawal or bank charge names the market's bank account; capital in and drawings go
   * through cash unless they name one; an opening balance is a bank account's, once. Cash moves in the
   * wallet of the entry's day.
   */
  add: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    if (!market.isActive) throw refused(MONEY_MESSAGES.marketInactive)
    const outside = openPeriodProblem(body.entryDate, ctx.today)
    if (outside) throw badRequest('entryDate', outside)
    const bankAccountKeyID = body.bankAccountKeyID ?? ''
    if (NAMES_BANK.includes(body.entryType) && !bankAccountKeyID)
      throw badRequest(
        'bankAccountKeyID',
        body.entryType === OpeningBalance
          ? CASH_BANK_MESSAGES.openingOnlyBank
          : CASH_BANK_MESSAGES.bankRequired,
      )
    if (bankAccountKeyID) {
      const account = store.bankAccounts.in(session.companyKeyID, bankAccountKeyID)
      if (!account?.isActive || account.marketKeyID !== market.marketKeyID)
        throw badRequest('bankAccountKeyID', CASH_BANK_MESSAGES.bankNotFound)
    }
    if (
      body.entryType === OpeningBalance &&
      store.cashBankEntries
        .lookup('market', market.marketKeyID)
        .some(
          (e) =>
            e.status === VOUCHER_STATUS.Active &&
            e.entryType === OpeningBalance &&
            e.bankAccountKeyID === bankAccountKeyID,
        )
    )
      throw refused(CASH_BANK_MESSAGES.openingTwice)
    const draft = { entryType: body.entryType, bankAccountKeyID, amountPaise: toPaise(body.amount) }
    const cash = cashEffect(draft)
    if (cash !== 0) assertCashDay(store, market, body.entryDate, Math.max(-cash, 0))
    const saved = store.write(() =>
      store.cashBankEntries.set({
        ...draft,
        cashBankEntryKeyID: randomUUID(),
        companyKeyID: session.companyKeyID,
        marketKeyID: market.marketKeyID,
        voucherNo: takeDocumentNo(store, market.marketKeyID, DOCUMENT_PREFIX.CashBank, body.entryDate),
        entryDate: body.entryDate,
        referenceNo: body.referenceNo,
        narration: body.narration,
        status: VOUCHER_STATUS.Active,
        cancelReason: '',
        createdDate: ctx.now(),
        userKeyID: session.userKeyID,
      }),
    )
    return toEntry(store, saved)
  },

  /** The number stays used; cancelling cash that came in takes it out of that day's drawer again. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const entry = firmEntry(ctx, session, body.cashBankEntryKeyID)
    if (entry.status === VOUCHER_STATUS.Cancelled) throw refused(MONEY_MESSAGES.alreadyCancelled)
    const cash = cashEffect(entry)
    if (cash !== 0)
      assertCashDay(store, companyMarket(ctx, session, entry.marketKeyID), entry.entryDate, Math.max(cash, 0))
    const saved = store.write(() =>
      store.cashBankEntries.set({
        ...entry,
        status: VOUCHER_STATUS.Cancelled,
        cancelReason: body.reason,
        cancelledDate: ctx.today,
        userKeyID: session.userKeyID,
      }),
    )
    return toEntry(store, saved)
  },
})
