import {
  AUCTION_LINE_STATUS,
  AUCTION_MESSAGES,
  type AuctionLine,
  type AuctionLineRow,
  fromPaise,
  rateNeedsWeight,
  TOKEN_STATUS,
  UNGRADED_LOT,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import type { AuctionLineRecord, TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { firmRow } from './firm-row'
import { billLock, reopenedStatus } from './sale-checks'

/** A sale line of the caller's firm; another firm's key is "not found" so keys don't leak. */
export const firmLine = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.auctionLines, session, key, AUCTION_MESSAGES.lineNotFound)

/**
 * The lots a crate token sells: its graded grades, or for a token not graded one lot of its declared
 * crates under UNGRADED_LOT.
 */
export function saleLots(token: Readonly<TokenRecord>): { gradeID: number; crates: number }[] {
  if (token.grades.length > 0) return token.grades.map(({ gradeID, crates }) => ({ gradeID, crates }))
  return [{ gradeID: UNGRADED_LOT.gradeID, crates: token.declaredCrates }]
}

export const gradeNameOf = (store: Store, companyKeyID: string, productID: number, gradeID: number) =>
  gradeID === UNGRADED_LOT.gradeID
    ? UNGRADED_LOT.gradeName
    : (store.products.in(companyKeyID, productID)?.grades.find((g) => g.gradeID === gradeID)?.gradeName ?? '')

/** Crates of one grade of a token sold by its live (Sold or Invoiced) lines. */
export const soldCrates = (store: Store, tokenKeyID: string, gradeID: number): number =>
  store.auctionLines.sum('soldCrates', indexKey(tokenKeyID, String(gradeID)))

/**
 * After a line of the token changed: each grade's sold crates, and the status they imply (Auctioned
 * once every crate is sold, else back to Graded or Open). A Billed or Cancelled token is left alone.
 */
export function settleToken(store: Store, token: Readonly<TokenRecord>): Readonly<TokenRecord> {
  if (token.status === TOKEN_STATUS.Billed || token.status === TOKEN_STATUS.Cancelled) return token
  const sold = (gradeID: number) => soldCrates(store, token.tokenKeyID, gradeID)
  const lots = saleLots(token)
  const total = lots.reduce((sum, lot) => sum + lot.crates, 0)
  const allSold = total > 0 && lots.every((lot) => sold(lot.gradeID) >= lot.crates)
  return store.tokens.set({
    ...token,
    grades: token.grades.map((grade) => ({ ...grade, soldCrates: sold(grade.gradeID) })),
    status: allSold ? TOKEN_STATUS.Auctioned : reopenedStatus(token),
  })
}

export const isAwaitingWeight = (line: Readonly<AuctionLineRecord>) =>
  line.status === AUCTION_LINE_STATUS.Sold && rateNeedsWeight(line.rateUnit) && line.netWeightKg === null

/** A line's row as lists show it, the names of its token, farmer, product, grade and buyer joined. */
export function lineRow(store: Store, line: Readonly<AuctionLineRecord>): AuctionLineRow {
  const token = store.tokens.get(line.tokenKeyID)
  const farmer = store.farmers.get(line.farmerKeyID)
  const buyer = store.buyers.get(line.buyerKeyID)
  return {
    auctionLineKeyID: line.auctionLineKeyID,
    tokenKeyID: line.tokenKeyID,
    tokenNo: token?.tokenNo ?? 0,
    tokenDate: token?.tokenDate ?? '',
    farmerKeyID: line.farmerKeyID,
    farmerCode: farmer?.farmerCode ?? 0,
    farmerName: farmer?.farmerName ?? '',
    village: line.village,
    productID: line.productID,
    productName: store.products.in(line.companyKeyID, line.productID)?.productName ?? '',
    gradeID: line.gradeID,
    gradeName: gradeNameOf(store, line.companyKeyID, line.productID, line.gradeID),
    buyerKeyID: line.buyerKeyID,
    buyerCode: buyer?.buyerCode ?? 0,
    buyerName: buyer?.firmName ?? '',
    crates: line.crates,
    rateUnit: line.rateUnit,
    rate: fromPaise(line.ratePaise),
    grossWeightKg: line.grossWeightKg,
    netWeightKg: line.netWeightKg ?? 0,
    amount: fromPaise(line.amountPaise),
    awaitingWeight: isAwaitingWeight(line),
    billLock: billLock(store, { tokenKeyID: line.tokenKeyID, lineKeyID: line.auctionLineKeyID }),
    auctionDateTime: line.auctionDateTime,
    status: line.status,
    createdDate: line.auctionDateTime,
  }
}

/** A line as its model and the saves answer it, with its token's status after the change. */
export function toLine(store: Store, line: Readonly<AuctionLineRecord>): AuctionLine {
  const { createdDate: _created, ...row } = lineRow(store, line)
  return {
    ...row,
    marketKeyID: line.marketKeyID,
    tokenStatus: store.tokens.get(line.tokenKeyID)?.status ?? 0,
    tareKg: line.tareKg,
    allowanceKg: line.allowanceKg,
    cancelReason: line.cancelReason,
  }
}
