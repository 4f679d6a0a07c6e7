import type { FastifyInstance } from 'fastify'
import {
  api,
  BILL_STATUS,
  CASH_BANK_ENTRY_TYPE,
  PARTY_TYPE,
  PAYMENT_MODE,
  TRANSACTION_TYPE,
} from '../../../contracts'
import { data, TODAY } from '../support'
import { type Body, type BodyMaker, type BodyMakers, firstRow, marketNamed, one } from './body'

const reason = 'Entered by mistake'

/** Narayangaon and the first buyer of its lookup: the money writes act there. */
async function narayangaon(app: FastifyInstance, token: string) {
  const market = await marketNamed(app, token, 'Narayangaon')
  if (!market) return null
  const { marketKeyID } = market
  const [buyer] = (await data(app, api.buyer.lookup, {
    token,
    query: { MarketKeyID: String(marketKeyID) },
  })) as Body[]
  return buyer ? { marketKeyID, buyerKeyID: buyer.buyerKeyID } : null
}

/** A body made from Narayangaon and its buyer. */
const there =
  (make: (place: { marketKeyID: unknown; buyerKeyID: unknown }) => Body): BodyMaker =>
  async (app, token) => {
    const place = await narayangaon(app, token)
    return one(place && make(place))
  }

/** The newest live document of a money list at Narayangaon, cancelled by its key field. */
const cancelNewest =
  (list: (typeof api)['payment' | 'expense' | 'cashBankEntry']['list'], keyField: string): BodyMaker =>
  async (app, token) => {
    const place = await narayangaon(app, token)
    if (!place) return null
    const row = await firstRow(app, token, list, {
      marketKeyID: place.marketKeyID,
      status: BILL_STATUS.Active,
    })
    return one(row && { [keyField]: row[keyField], reason })
  }

/**
 * The money writes at Narayangaon: a buyer's online receipt and its open bills, today's wallet day,
 * capital brought into cash, the newest live voucher, expense and entry to cancel, a buyer's ledger.
 */
export const moneyBodies: BodyMakers = {
  'payment.openBills': there(({ marketKeyID, buyerKeyID }) => ({
    marketKeyID,
    partyType: PARTY_TYPE.Buyer,
    partyKeyID: buyerKeyID,
  })),
  'payment.add': there(({ marketKeyID, buyerKeyID }) => ({
    marketKeyID,
    paymentDate: TODAY,
    partyType: PARTY_TYPE.Buyer,
    partyKeyID: buyerKeyID,
    transactionType: TRANSACTION_TYPE.Credit,
    paymentMode: PAYMENT_MODE.Online,
    onlineSubMode: 'UPI',
    referenceNo: 'UTR-1',
    amount: 100,
  })),
  'payment.cancel': cancelNewest(api.payment.list, 'paymentKeyID'),
  'expense.cancel': cancelNewest(api.expense.list, 'expenseKeyID'),
  'cashBankEntry.add': there(({ marketKeyID }) => ({
    marketKeyID,
    entryDate: TODAY,
    entryType: CASH_BANK_ENTRY_TYPE.CapitalIn,
    amount: 500,
  })),
  'cashBankEntry.cancel': cancelNewest(api.cashBankEntry.list, 'cashBankEntryKeyID'),
  'ledger.buyerLedger': there(({ marketKeyID, buyerKeyID }) => ({ marketKeyID, buyerKeyID })),
  'wallet.open': there(({ marketKeyID }) => ({ marketKeyID, walletDate: TODAY, openingCount: [] })),
  'wallet.close': there(({ marketKeyID }) => ({
    marketKeyID,
    walletDate: TODAY,
    closingCount: [{ denomination: 500, count: 1 }],
    varianceReason: 'Counted at noon',
  })),
}
