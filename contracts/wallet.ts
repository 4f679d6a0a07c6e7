import * as v from 'valibot'
import {
  cleanedText,
  endpoint,
  IsoDateSchema,
  listRequest,
  QueryKeyID,
  REASON_MESSAGE,
  REQUIRED,
} from './core'
import { DenominationCountsSchema, moneyKey } from './money'
import { MODULE } from './role'
import { WALLET_DAY_SORT_COLUMNS } from './value-lists'

/**
 * A market's cash drawer, day by day: opened with a note count, every cash document of the day a
 * movement, closed with a note count whose difference from the book is the variance. Amounts in ₹.
 */

export const WALLET_MESSAGES = {
  alreadyOpen: 'This wallet day is already open.',
  closed: 'This wallet day is closed: it can only be read.',
  notOpen: 'This wallet day is not open.',
  futureDay: 'A wallet day after today cannot be opened.',
  previousNotClosed: (date: string) => `Close the wallet of ${date} before opening a later day.`,
  openingMismatch: (counted: string, previous: string) =>
    `The opening count adds up to ${counted}, but the drawer closed at ${previous}: count it again.`,
  reasonRequired: 'Give the reason for the difference between the count and the book.',
  reasonLength: REASON_MESSAGE,
  denominationNotActive: 'is not an active denomination of the currency master.',
} as const

const WalletCountSchema = v.array(v.object({ denomination: v.number(), count: v.number() }))

export const WalletMovementSchema = v.object({
  dateTime: v.string(),
  voucherNo: v.string(),
  source: v.string(),
  particulars: v.string(),
  cashIn: v.number(),
  cashOut: v.number(),
  /** The book after this movement. */
  balance: v.number(),
  documentKeyID: v.string(),
})

export const WalletDaySchema = v.object({
  marketKeyID: v.string(),
  walletDate: v.string(),
  /** 0 Not opened, 1 Open, 2 Closed. */
  status: v.number(),
  openingCount: WalletCountSchema,
  openingAmount: v.number(),
  /** The last closed day's count: what a day not yet opened is pre-filled with. */
  previousClosingCount: WalletCountSchema,
  previousClosingAmount: v.number(),
  cashIn: v.number(),
  cashOut: v.number(),
  /** Opening + in − out. */
  bookClosing: v.number(),
  closingCount: WalletCountSchema,
  closingAmount: v.number(),
  /** Counted − book: negative is cash short. */
  variance: v.number(),
  varianceReason: v.string(),
  movements: v.array(WalletMovementSchema),
  openedOn: v.string(),
  closedOn: v.string(),
  /** The employee who closed the day ('' while it is not closed). */
  closedBy: v.string(),
})
export type WalletDay = v.InferOutput<typeof WalletDaySchema>

export const WalletDayRowSchema = v.object({
  walletDate: v.string(),
  status: v.number(),
  openingAmount: v.number(),
  cashIn: v.number(),
  cashOut: v.number(),
  bookClosing: v.number(),
  closingAmount: v.number(),
  variance: v.number(),
  varianceReason: v.string(),
  /** The employee who closed the day ('' while it is not closed). */
  closedBy: v.string(),
  /** When the day was opened. */
  createdDate: v.string(),
})
export type WalletDayRow = v.InferOutput<typeof WalletDayRowSchema>

const walletDate = v.pipe(v.string(REQUIRED), IsoDateSchema)

export const OpenWalletDayRequestSchema = v.object({
  marketKeyID: moneyKey,
  walletDate,
  openingCount: DenominationCountsSchema,
})

export const CloseWalletDayRequestSchema = v.object({
  marketKeyID: moneyKey,
  walletDate,
  closingCount: DenominationCountsSchema,
  /** Required (3–200 characters) when the count differs from the book. */
  varianceReason: v.optional(
    v.pipe(v.string(), ...cleanedText(), v.trim(), v.maxLength(200, REASON_MESSAGE)),
    '',
  ),
})

/** GetWalletDayList answers `responseData.totals` `{ cashIn, cashOut, variance }` over the filter. */
export const WalletDayListRequestSchema = listRequest(WALLET_DAY_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  status: v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0 to 2'))),
})

const onWallet = (action: 'view' | 'insert' | 'update') =>
  ({ moduleId: MODULE.MarketWallet, action }) as const

export const wallet = {
  list: endpoint({
    method: 'POST',
    path: 'Wallet/GetWalletDayList',
    body: WalletDayListRequestSchema,
    data: v.array(WalletDayRowSchema),
    paged: true,
    access: onWallet('view'),
  }),
  day: endpoint({
    method: 'GET',
    path: 'Wallet/GetWalletDay',
    // Without a date: today's drawer, the one the cashier works in.
    query: v.object({ MarketKeyID: QueryKeyID, WalletDate: v.optional(v.pipe(v.string(), IsoDateSchema)) }),
    data: WalletDaySchema,
    access: onWallet('view'),
  }),
  open: endpoint({
    method: 'POST',
    path: 'Wallet/OpenWalletDay',
    body: OpenWalletDayRequestSchema,
    data: WalletDaySchema,
    access: onWallet('insert'),
  }),
  close: endpoint({
    method: 'POST',
    path: 'Wallet/CloseWalletDay',
    body: CloseWalletDayRequestSchema,
    data: WalletDaySchema,
    access: onWallet('update'),
  }),
} as const
