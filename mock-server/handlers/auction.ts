import { randomUUID } from 'node:crypto'
import {
  type AUCTION_LINE_SORT_COLUMNS,
  AUCTION_LINE_STATUS,
  AUCTION_MESSAGES,
  type AuctionLineRow,
  type AuctionQueueToken,
  api,
  fromPaise,
  linePaise,
  lineWeight,
  TRANSPORT,
  tokenLabel,
  toPaise,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import { istDate, type ServerContext } from '../context'
import { assertConfirmed, badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { AuctionLineRecord } from '../store/rows'
import { indexKey } from '../store/table'
import {
  firmLine,
  gradeNameOf,
  isAwaitingWeight,
  lineRow,
  saleLots,
  settleToken,
  soldCrates,
  toLine,
} from './auction-lines'
import { rateContext } from './auction-rates'
import { creditWarning, lineExposurePaise } from './buyer-exposure'
import { followSaleLine } from './crate-flow'
import { columnTotals, filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { notify } from './notify'
import { assertNotBilled, assertSellable, isSellable, rateBandWarning, saleBuyer } from './sale-checks'
import { firmToken, tokenParties } from './token'

const lineSale = (line: Readonly<AuctionLineRecord>) => ({
  tokenKeyID: line.tokenKeyID,
  lineKeyID: line.auctionLineKeyID,
})

interface LineInput {
  tokenKeyID: string
  gradeID: number
  buyerKeyID: string
  crates: number
  rateUnit: AuctionLineRecord['rateUnit']
  rate: number
  grossWeightKg: number | null
  netWeightKg: number | null
  confirmWarnings: boolean
}

/**
 * Records a new sale line or a change of a Sold one. Every check runs inside the one synchronous
 * write, so two clerks selling the last crates of a grade at the same moment can never both succeed.
 */
function saveLine(
  ctx: ServerContext,
  session: Session,
  existing: Readonly<AuctionLineRecord> | null,
  input: LineInput,
): Readonly<AuctionLineRecord> {
  const { store } = ctx
  return store.write(() => {
    if (existing) assertNotBilled(store, lineSale(existing))
    if (existing && existing.status !== AUCTION_LINE_STATUS.Sold) throw refused(AUCTION_MESSAGES.editOnlySold)
    if (existing && existing.tokenKeyID !== input.tokenKeyID)
      throw badRequest('tokenKeyID', AUCTION_MESSAGES.tokenOtherToken)
    const token = firmToken(ctx, session, input.tokenKeyID)
    const label = tokenLabel(token.tokenNo)
    if (!existing) assertSellable(ctx, token, TRANSPORT.Crates, AUCTION_MESSAGES.tokenNotCrates)
    const lot = saleLots(token).find((l) => l.gradeID === input.gradeID)
    if (!lot) throw badRequest('gradeID', AUCTION_MESSAGES.gradeNotOfToken(label))
    const buyerChanged = existing?.buyerKeyID !== input.buyerKeyID
    const buyer = buyerChanged
      ? saleBuyer(ctx, session, input.buyerKeyID, token.marketKeyID)
      : store.buyers.get(input.buyerKeyID)!
    const sold = soldCrates(store, token.tokenKeyID, input.gradeID)
    const left = lot.crates - sold + (existing?.gradeID === input.gradeID ? existing.crates : 0)
    if (input.crates > left) {
      const gradeName = gradeNameOf(store, token.companyKeyID, token.productID, input.gradeID)
      throw refused(AUCTION_MESSAGES.overSold(left, gradeName, label))
    }
    const product = store.products.in(token.companyKeyID, token.productID)!
    const weight = lineWeight({ ...input, ...product })
    if (weight.netWeightKg !== null && weight.netWeightKg <= 0)
      throw badRequest('grossWeightKg', AUCTION_MESSAGES.netNotPositive)
    const ratePaise = toPaise(input.rate)
    const amountPaise = linePaise({ ...input, netWeightKg: weight.netWeightKg })
    const exposurePaise = lineExposurePaise(
      { ...input, netWeightKg: weight.netWeightKg },
      product.crateCapacityKg,
    )
    const rateChanged = existing?.ratePaise !== ratePaise || existing.rateUnit !== input.rateUnit
    const rateWarning = rateChanged
      ? rateBandWarning(product, { ...input, ratePaise, netWeightKg: weight.netWeightKg })
      : null
    const overCredit = creditWarning(
      store,
      buyer,
      exposurePaise,
      buyerChanged ? 0 : (existing?.exposurePaise ?? 0),
    )
    const warnings = [rateWarning, overCredit].filter((warning) => warning !== null)
    assertConfirmed(warnings, input.confirmWarnings)
    const parties = tokenParties(store, token)
    const now = existing?.auctionDateTime ?? ctx.now()
    const line = store.auctionLines.set({
      auctionLineKeyID: existing?.auctionLineKeyID ?? randomUUID(),
      companyKeyID: token.companyKeyID,
      marketKeyID: token.marketKeyID,
      tokenKeyID: token.tokenKeyID,
      farmerKeyID: token.farmerKeyID,
      village: existing?.village ?? parties.village,
      productID: token.productID,
      gradeID: input.gradeID,
      buyerKeyID: input.buyerKeyID,
      crates: input.crates,
      rateUnit: input.rateUnit,
      ratePaise,
      grossWeightKg: input.grossWeightKg || null,
      tareKg: weight.tareKg,
      allowanceKg: weight.allowanceKg,
      netWeightKg: weight.netWeightKg,
      amountPaise: amountPaise ?? 0,
      exposurePaise,
      auctionDateTime: now,
      auctionDate: istDate(now),
      status: AUCTION_LINE_STATUS.Sold,
      cancelReason: '',
      userKeyID: session.userKeyID,
    })
    followSaleLine(ctx, session, line, existing)
    const settled = settleToken(store, token)
    notify(ctx, {
      kind: 'sale',
      token: settled,
      saleKeyID: line.auctionLineKeyID,
      rateWarning,
      creditWarning: overCredit,
    })
    return line
  })
}

const LINE_LIST: ListSpec<AuctionLineRow, (typeof AUCTION_LINE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [tokenLabel(r.tokenNo), String(r.farmerCode), r.farmerName, r.village, r.buyerName],
  createdDate: (r) => r.auctionDateTime,
  sortValue: (r, column) =>
    column === 'auctionDateTime' ? Date.parse(r.auctionDateTime) : columnValue(r, column),
  name: (r) => r.farmerName,
  key: (r) => r.auctionLineKeyID,
  defaultSort: { column: 'auctionDateTime', direction: 'desc' },
}

export const auctionHandlers = handlers(api.auction, {
  /** Today's crate tokens still to sell, oldest first, with each lot's crates left. */
  queue: ({ body, session, ctx }) => {
    const { store } = ctx
    const market = companyMarket(ctx, session, body.marketKeyID)
    const tokens = store.tokens
      .lookup('marketDay', indexKey(market.marketKeyID, ctx.today))
      .filter(
        (t) =>
          isSellable(t) &&
          store.vehicleEntries.get(t.vehicleEntryKeyID)?.transportationType === TRANSPORT.Crates,
      )
      .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.tokenNo - b.tokenNo)
    return tokens.map((token): AuctionQueueToken => {
      const product = store.products.in(token.companyKeyID, token.productID)
      const grades = saleLots(token).map((lot) => {
        const soldOfLot = soldCrates(store, token.tokenKeyID, lot.gradeID)
        return {
          gradeID: lot.gradeID,
          gradeName: gradeNameOf(store, token.companyKeyID, token.productID, lot.gradeID),
          crates: lot.crates,
          soldCrates: soldOfLot,
          leftCrates: Math.max(0, lot.crates - soldOfLot),
        }
      })
      return {
        tokenKeyID: token.tokenKeyID,
        tokenNo: token.tokenNo,
        tokenDate: token.tokenDate,
        vehicleNo: store.vehicleEntries.get(token.vehicleEntryKeyID)?.vehicleNo ?? '',
        ...tokenParties(store, token),
        defaultRateUnit: product?.defaultRateUnit ?? 2,
        crateCapacityKg: product?.crateCapacityKg ?? 0,
        crateTareKg: product?.crateTareKg ?? 0,
        allowanceKgPerCrate: product?.allowanceKgPerCrate ?? 0,
        minRateAlert: product?.minRateAlert ?? 0,
        maxRateAlert: product?.maxRateAlert ?? 0,
        transportationType: TRANSPORT.Crates,
        declaredCrates: token.declaredCrates,
        gradingType: token.gradingType,
        status: token.status,
        createdDate: token.createdDate,
        grades,
        leftCrates: grades.reduce((sum, grade) => sum + grade.leftCrates, 0),
      }
    })
  },

  save: ({ body, session, ctx }) => {
    const existing = body.auctionLineKeyID ? firmLine(ctx, session, body.auctionLineKeyID) : null
    const line = saveLine(ctx, session, existing, {
      ...body,
      rateUnit: body.rateUnit as AuctionLineRecord['rateUnit'],
      grossWeightKg: body.grossWeightKg ?? null,
      netWeightKg: body.netWeightKg ?? null,
    })
    return toLine(ctx.store, line)
  },

  /** The weighing step: the same save with only the weights new, so the same checks hold. */
  saveWeight: ({ body, session, ctx }) => {
    const existing = firmLine(ctx, session, body.auctionLineKeyID)
    const line = saveLine(ctx, session, existing, {
      ...existing,
      rate: fromPaise(existing.ratePaise),
      grossWeightKg: body.grossWeightKg ?? null,
      netWeightKg: body.netWeightKg ?? null,
      confirmWarnings: body.confirmWarnings,
    })
    return toLine(ctx.store, line)
  },

  /** A Sold line is cancelled with its reason; its crates are for sale again. */
  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const line = store.write(() => {
      const existing = firmLine(ctx, session, body.auctionLineKeyID)
      assertNotBilled(store, lineSale(existing))
      if (existing.status !== AUCTION_LINE_STATUS.Sold) throw refused(AUCTION_MESSAGES.editOnlySold)
      const cancelled = store.auctionLines.set({
        ...existing,
        status: AUCTION_LINE_STATUS.Cancelled,
        cancelReason: body.reason,
        userKeyID: session.userKeyID,
      })
      followSaleLine(ctx, session, cancelled, existing)
      const token = store.tokens.get(existing.tokenKeyID)
      if (token) settleToken(store, token)
      return cancelled
    })
    return toLine(store, line)
  },

  model: ({ query, session, ctx }) => toLine(ctx.store, firmLine(ctx, session, query.AuctionLineKeyID)),

  tokenLines: ({ body, session, ctx }) => {
    const token = firmToken(ctx, session, body.tokenKeyID)
    return ctx.store.auctionLines
      .lookup('liveToken', token.tokenKeyID)
      .sort((a, b) => a.auctionDateTime.localeCompare(b.auctionDateTime))
      .map((line) => toLine(ctx.store, line))
  },

  rateContext: ({ body, session, ctx }) => {
    companyMarket(ctx, session, body.marketKeyID)
    const token = firmToken(ctx, session, body.tokenKeyID)
    return rateContext(ctx, token, body.gradeID, body.marketKeyID)
  },

  list: ({ body, session, ctx }) => {
    // Another firm's market is "not found", like its documents.
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['auctionLines', shown.key, filters], () => {
      const { store } = ctx
      const rows: AuctionLineRow[] = []
      for (const line of store.auctionLines.values()) {
        if (!shown.shows(line)) continue
        if (body.marketKeyID && line.marketKeyID !== body.marketKeyID) continue
        if (body.buyerKeyID && line.buyerKeyID !== body.buyerKeyID) continue
        if (body.tokenKeyID && line.tokenKeyID !== body.tokenKeyID) continue
        if (!pickMatches(line.status, body.status) || !pickMatches(line.productID, body.productID)) continue
        if (body.awaitingWeight && !isAwaitingWeight(line)) continue
        rows.push(lineRow(store, line))
      }
      return filterAndSort(rows, body, LINE_LIST)
    })
    // Cancelled lines add up only when they are what is listed.
    const counts = (row: AuctionLineRow) =>
      row.status !== AUCTION_LINE_STATUS.Cancelled || body.status === AUCTION_LINE_STATUS.Cancelled
    return { ...pageOf(rows, body), totals: columnTotals(rows, ['crates', 'netWeightKg', 'amount'], counts) }
  },
})
