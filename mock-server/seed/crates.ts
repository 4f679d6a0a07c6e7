import {
  AUCTION_LINE_STATUS,
  CRATE_DIRECTION,
  CRATE_MOVEMENT_STATUS,
  DOCUMENT_PREFIX,
  documentNo,
  documentSeries,
  PARTY_TYPE,
  TOKEN_STATUS,
} from '../../contracts'
import { shiftDate } from '../context'
import type { CrateMovementRecord } from '../store/crate-rows'
import type { AuctionLineRecord, TokenRecord } from '../store/rows'
import { crateStockKey, type Store } from '../store/store'
import { createdOn } from './dates'
import { FIRST_FARMER_CODE } from './parties'
import type { Prng } from './prng'

/** A month of crate traffic before today. */
const DAYS = 30
/** Crates a market keeps in its yard beyond what is out, rounded to whole hundreds. */
const YARD_SPARE = 300
/** Spare empties a farmer keeps between harvests, at most; beyond it he takes only what he fills. */
const FARMER_SPARE_CAP = 20
/** Crates a buyer keeps back from his returns over the month, at most (lost, or kept for a while). */
const BUYER_KEPT_CAP = 30
/** Farmers of each crate market who took empties before the month and have not come back since. */
const OLD_HOLDERS = 3

type Movement = Omit<CrateMovementRecord, 'movementNo' | 'crateMovementKeyID'>

/** A buyer's crates of one type leaving the yard, or coming back, on one day: one trip, one movement. */
type BuyerTrip = Pick<
  Movement,
  'marketKeyID' | 'crateTypeID' | 'partyKeyID' | 'movementDate' | 'direction' | 'quantity'
>

/** Adds `quantity` crates to the buyer's trip of that day and way. */
function carry(trips: Map<string, BuyerTrip>, trip: Omit<BuyerTrip, 'quantity'>, quantity: number): void {
  const key = `${trip.marketKeyID}|${trip.partyKeyID}|${trip.crateTypeID}|${trip.movementDate}|${trip.direction}`
  const held = trips.get(key)
  if (held) held.quantity += quantity
  else trips.set(key, { ...trip, quantity })
}

interface CrateSeedOptions {
  store: Store
  today: string
  companyKeyID: string
  userKeyID: string
  prng: Prng
}

/**
 * A month of the crate markets' crates, from the gate's tokens and the auction's sales: a farmer takes
 * empties a few days before coming (some keep a few spare, never more than a score), brings them back
 * full with the token; each buyer takes the crates of the day's lines in one trip and brings them back
 * the same day or the next, a day's returns in one trip, keeping back a few now and then
 * (never more than a few dozen). A handful of farmers took empties before the month and have not come
 * back, so the firm has crates out longer than its charge days. Each line's return is at most what it
 * took, no earlier than it and no later than today, so no balance ever goes below zero.
 */
export function seedCrates(
  { store, today, companyKeyID, userKeyID, prng }: CrateSeedOptions,
  tokens: readonly TokenRecord[],
  lines: readonly AuctionLineRecord[],
): void {
  const from = shiftDate(today, -DAYS)
  // The crate markets' produce travels in the firm's crate type its product names.
  const crateOf = new Map(
    store.products.of(companyKeyID, (p) => p.crateTypeID > 0).map((p) => [p.productID, p.crateTypeID]),
  )
  const linesOf = new Map<string, AuctionLineRecord[]>()
  for (const line of lines) {
    if (line.status === AUCTION_LINE_STATUS.Cancelled) continue
    linesOf.set(line.tokenKeyID, [...(linesOf.get(line.tokenKeyID) ?? []), line])
  }
  const movements: Movement[] = []
  const buyerTrips = new Map<string, BuyerTrip>()
  const spareHeld = new Map<string, number>()
  const keptBack = new Map<string, number>()
  const move = (
    m: Omit<Movement, 'companyKeyID' | 'status' | 'cancelReason' | 'createdDate' | 'userKeyID'>,
  ) => {
    movements.push({
      ...m,
      companyKeyID,
      status: CRATE_MOVEMENT_STATUS.Active,
      cancelReason: '',
      createdDate: createdOn(today, daysBetween(m.movementDate, today), movements.length),
      userKeyID,
    })
  }
  for (const token of tokens) {
    const crateTypeID = crateOf.get(token.productID)
    if (!crateTypeID || token.tokenDate < from || token.tokenDate > today) continue
    if (token.status === TOKEN_STATUS.Cancelled || token.declaredCrates === 0) continue
    const common = { marketKeyID: token.marketKeyID, crateTypeID, remarks: '' }
    const farmer = { ...common, partyType: PARTY_TYPE.Farmer, partyKeyID: token.farmerKeyID }
    const spareKey = `${token.marketKeyID}|${token.farmerKeyID}|${crateTypeID}`
    const held = spareHeld.get(spareKey) ?? 0
    const spare = prng.next() < 0.3 ? Math.min(prng.int(1, 6), FARMER_SPARE_CAP - held) : 0
    spareHeld.set(spareKey, held + spare)
    move({
      ...farmer,
      movementDate: shiftDate(token.tokenDate, -prng.int(2, 6)),
      direction: CRATE_DIRECTION.Out,
      quantity: token.declaredCrates + spare,
      tokenKeyID: '',
    })
    move({
      ...farmer,
      movementDate: token.tokenDate,
      direction: CRATE_DIRECTION.In,
      quantity: token.declaredCrates,
      tokenKeyID: token.tokenKeyID,
    })
    for (const line of linesOf.get(token.tokenKeyID) ?? []) {
      const party = { marketKeyID: token.marketKeyID, crateTypeID, partyKeyID: line.buyerKeyID }
      carry(
        buyerTrips,
        { ...party, movementDate: line.auctionDate, direction: CRATE_DIRECTION.Out },
        line.crates,
      )
      // The empties come back with the next lorry: mostly the same day, else the day after.
      const returnDate = shiftDate(line.auctionDate, prng.next() < 0.85 ? 0 : 1)
      const keptKey = `${token.marketKeyID}|${line.buyerKeyID}|${crateTypeID}`
      const kept = keptBack.get(keptKey) ?? 0
      const keep = prng.next() < 0.05 ? Math.min(prng.int(1, 6), line.crates, BUYER_KEPT_CAP - kept) : 0
      keptBack.set(keptKey, kept + keep)
      const returned = line.crates - keep
      if (returnDate <= today && returned > 0)
        carry(buyerTrips, { ...party, movementDate: returnDate, direction: CRATE_DIRECTION.In }, returned)
    }
  }
  for (const trip of buyerTrips.values())
    move({ ...trip, partyType: PARTY_TYPE.Buyer, tokenKeyID: '', remarks: '' })
  for (const m of oldHolders(store, companyKeyID, tokens, crateOf, from, prng)) move(m)
  saveNumbered(store, prng, movements)
  countStock(store, movements)
}

/**
 * In each crate market, a few farmers with no crate token in the month who took empties five to
 * fifteen days before it: the overdue holders the balance list puts first.
 */
function oldHolders(
  store: Store,
  companyKeyID: string,
  tokens: readonly TokenRecord[],
  crateOf: ReadonlyMap<number, number>,
  from: string,
  prng: Prng,
) {
  const typeOf = new Map<string, number>()
  const came = new Set<string>()
  for (const t of tokens) {
    const crateTypeID = crateOf.get(t.productID)
    if (!crateTypeID || t.tokenDate < from) continue
    if (!typeOf.has(t.marketKeyID)) typeOf.set(t.marketKeyID, crateTypeID)
    came.add(`${t.marketKeyID}|${t.farmerKeyID}`)
  }
  return [...typeOf].flatMap(([marketKeyID, crateTypeID]) =>
    [...store.farmers.lookup('firm', companyKeyID)]
      // Farmer 1001 holds nothing, as he has no gate records: the demo can still delete a farmer.
      .filter(
        (f) =>
          f.farmerCode !== FIRST_FARMER_CODE &&
          f.marketKeyIDs.includes(marketKeyID) &&
          !came.has(`${marketKeyID}|${f.farmerKeyID}`),
      )
      .slice(0, OLD_HOLDERS)
      .map((f) => ({
        marketKeyID,
        crateTypeID,
        remarks: '',
        partyType: PARTY_TYPE.Farmer,
        partyKeyID: f.farmerKeyID,
        movementDate: shiftDate(from, -prng.int(5, 15)),
        direction: CRATE_DIRECTION.Out,
        quantity: prng.int(8, 30),
        tokenKeyID: '',
      })),
  )
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** Numbers each market's movements in date order (outs before ins within a day), as they would have been entered, and moves the series on. */
function saveNumbered(store: Store, prng: Prng, movements: readonly Movement[]): void {
  const series = new Map<string, number>()
  const rows = [...movements]
    // A day's crates go out before that day's empties come back.
    .sort((a, b) => a.movementDate.localeCompare(b.movementDate) || a.direction - b.direction)
    .map((m): CrateMovementRecord => {
      const key = documentSeries(m.marketKeyID, DOCUMENT_PREFIX.CrateMovement, m.movementDate)
      const sequence = (series.get(key) ?? 0) + 1
      series.set(key, sequence)
      return {
        ...m,
        crateMovementKeyID: prng.uuid(),
        movementNo: documentNo(DOCUMENT_PREFIX.CrateMovement, m.movementDate, sequence),
      }
    })
  store.crateMovements.load(rows)
  for (const [key, lastSequence] of series) store.documentSeries.set({ series: key, lastSequence })
}

/** Each crate market owns what is out today and a yard's spare, counted in whole hundreds. */
function countStock(store: Store, movements: readonly Movement[]): void {
  const out = new Map<string, { marketKeyID: string; crateTypeID: number; held: number }>()
  for (const m of movements) {
    const key = crateStockKey(m.marketKeyID, m.crateTypeID)
    const row = out.get(key) ?? { marketKeyID: m.marketKeyID, crateTypeID: m.crateTypeID, held: 0 }
    row.held += m.direction === CRATE_DIRECTION.Out ? m.quantity : -m.quantity
    out.set(key, row)
  }
  for (const { marketKeyID, crateTypeID, held } of out.values())
    store.crateStocks.set({ marketKeyID, crateTypeID, owned: Math.ceil((held + YARD_SPARE) / 100) * 100 })
}
