import { api, CASH_BANK_MESSAGES, MARKET_MESSAGES, type PaymentAccount } from '../../contracts'
import { badRequest } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { BankAccountRecord } from '../store/money-rows'
import type { Store } from '../store/store'
import { compareText } from './collate'
import { companyMarket } from './market'
import { firmMaster } from './master'
import { masterHandlers, masterSave } from './master-handlers'

const accounts = firmMaster({
  table: (s: Store) => s.bankAccounts,
  key: 'bankAccountKeyID',
  notFound: CASH_BANK_MESSAGES.bankAccountNotFound,
})

/**
 * The account a market's online money goes through: its oldest active account. Documents keep the
 * account they were made with, so a later change of accounts never moves history.
 */
export function mainBankAccount(store: Store, companyKeyID: string, marketKeyID: string): string {
  let main: Readonly<BankAccountRecord> | undefined
  for (const account of store.bankAccounts.of(
    companyKeyID,
    (a) => a.isActive && a.marketKeyID === marketKeyID,
  )) {
    if (!main || account.createdDate < main.createdDate) main = account
  }
  return main?.bankAccountKeyID ?? ''
}

/** The market's active accounts as its invoices print them, the main (oldest) account first. */
export function paymentAccounts(store: Store, companyKeyID: string, marketKeyID: string): PaymentAccount[] {
  return store.bankAccounts
    .of(companyKeyID, (a) => a.isActive && a.marketKeyID === marketKeyID)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate))
    .map(({ accountName, bankName, accountNo, ifsc, upiId }) => ({
      accountName,
      bankName,
      accountNo,
      ifsc,
      upiId,
    }))
}

export const bankAccountHandlers = handlers(api.bankAccount, {
  ...masterHandlers(accounts, {
    keyQuery: 'BankAccountKeyID',
    search: (r) => [r.accountName, r.bankName, r.accountNo, r.ifsc, r.upiId],
    name: (r) => r.accountName,
    filter: (a, body: { marketKeyID?: string | null }) =>
      !body.marketKeyID || a.marketKeyID === body.marketKeyID,
    byMarket: true,
    inUse: { kind: 'bankAccount', message: CASH_BANK_MESSAGES.inUse },
  }),

  addUpdate: masterSave(accounts, {
    fields: (body) => ({ ...body, accountName: body.accountName.trim(), bankName: body.bankName.trim() }),
    clashes: (a, fields) =>
      a.marketKeyID === fields.marketKeyID && sameName(a.accountName, fields.accountName),
    duplicate: () => CASH_BANK_MESSAGES.duplicate,
    check: (ctx, caller, existing, fields) => {
      // A body naming another firm's market is refused like any other foreign reference.
      if (ctx.store.markets.get(fields.marketKeyID)?.companyKeyID !== caller.companyKeyID)
        throw badRequest('marketKeyID', MARKET_MESSAGES.notOfFirm)
      // An account's entries belong to its market's book: it can't move to another market.
      if (existing && existing.marketKeyID !== fields.marketKeyID)
        throw badRequest('marketKeyID', CASH_BANK_MESSAGES.bankNotFound)
    },
  }),

  lookup: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    return accounts
      .rows(ctx, session, (a) => a.isActive && a.marketKeyID === market.marketKeyID)
      .sort((a, b) => compareText(a.accountName, b.accountName))
      .map(({ bankAccountKeyID, accountName, bankName }) => ({ bankAccountKeyID, accountName, bankName }))
  },
})
