import {
  CRATE_DIRECTION,
  CRATE_FLOW_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  type CrateCharge,
  type CrateEntry,
  fromPaise,
  overdueCrateCharge,
  PARTY_TYPE,
  toPaise,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import type { CrateChargeRecord, CrateMovementRecord } from '../store/crate-rows'
import type { BuyerBillRecord, FarmerBillRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { cancelCrateMovement, recordCrateMovement } from './crate'
import { rupees } from './rupees'

/**
 * The charge for crates a party kept longer than the firm's days, as a line of its next patti or
 * invoice in the market. Generating the bill writes the charged crates off the party's balance with an
 * In that names the bill, so a later bill never charges them again; cancelling the bill cancels that
 * In, and the crates are held (and chargeable) once more.
 */

type Actor = Pick<Session, 'companyKeyID' | 'userKeyID'>

/** The party of a bill as its crates are kept: a farmer of a patti or a buyer of an invoice. */
export interface BillParty {
  companyKeyID: string
  marketKeyID: string
  partyType: 1 | 2
  partyKeyID: string
}

type Parties = Pick<BillParty, 'companyKeyID' | 'marketKeyID'>

export const pattiParty = (b: Parties & { farmerKeyID: string }): BillParty => ({
  companyKeyID: b.companyKeyID,
  marketKeyID: b.marketKeyID,
  partyType: PARTY_TYPE.Farmer,
  partyKeyID: b.farmerKeyID,
})

export const invoiceParty = (b: Parties & { buyerKeyID: string }): BillParty => ({
  companyKeyID: b.companyKeyID,
  marketKeyID: b.marketKeyID,
  partyType: PARTY_TYPE.Buyer,
  partyKeyID: b.buyerKeyID,
})

const live = (r: Readonly<CrateMovementRecord>) => r.status === CRATE_MOVEMENT_STATUS.Active

const entryOf = (r: Readonly<CrateMovementRecord>): CrateEntry => ({
  date: r.movementDate,
  movementNo: r.movementNo,
  direction: r.direction,
  quantity: r.quantity,
  particulars: '',
})

/**
 * What a bill dated `billDate` charges the party, one line per crate type with crates overdue: none
 * when staff let the party off (`wanted` false) or the firm charges nothing (0 days). Absent `wanted`
 * follows the firm's setting.
 */
export function crateChargesFor(
  store: Store,
  party: BillParty,
  billDate: string,
  wanted: boolean | null | undefined,
): CrateChargeRecord[] {
  const days = store.companies.get(party.companyKeyID)?.crateChargeDays ?? 0
  if (wanted === false || days <= 0) return []
  const byType = new Map<number, CrateEntry[]>()
  for (const r of store.crateMovements.lookup('marketParty', indexKey(party.marketKeyID, party.partyKeyID))) {
    if (!live(r) || r.movementDate > billDate) continue
    const entries = byType.get(r.crateTypeID)
    if (entries) entries.push(entryOf(r))
    else byType.set(r.crateTypeID, [entryOf(r)])
  }
  const charges: CrateChargeRecord[] = []
  for (const [crateTypeID, entries] of byType) {
    const type = store.crateTypes.in(party.companyKeyID, crateTypeID)
    if (!type) continue
    const ratePaise = toPaise(type.lostValue)
    const { crates, amountPaise } = overdueCrateCharge(entries, billDate, days, ratePaise)
    if (crates > 0)
      charges.push({ crateTypeID, crateTypeName: type.crateTypeName, crates, ratePaise, amountPaise })
  }
  return charges.sort((a, b) => a.crateTypeID - b.crateTypeID)
}

export const crateChargesPaise = (bill: { crateCharges?: readonly CrateChargeRecord[] }): number =>
  (bill.crateCharges ?? []).reduce((sum, c) => sum + c.amountPaise, 0)

export const toCrateCharges = (bill: { crateCharges?: readonly CrateChargeRecord[] }): CrateCharge[] =>
  (bill.crateCharges ?? []).map(({ ratePaise, amountPaise, ...charge }) => ({
    ...charge,
    rate: fromPaise(ratePaise),
    amount: fromPaise(amountPaise),
  }))

/**
 * Writes the charged crates off the party's balance: one In per type "charged as lost", dated the bill's
 * day and naming it. Call inside the write that saves the bill, so the next bill reads them as settled.
 */
function writeOffChargedCrates(
  ctx: ServerContext,
  actor: Actor,
  party: BillParty,
  billKeyID: string,
  bill: Readonly<FarmerBillRecord | BuyerBillRecord>,
): void {
  for (const charge of bill.crateCharges ?? [])
    recordCrateMovement(ctx, actor, {
      marketKeyID: party.marketKeyID,
      movementDate: bill.billDate,
      partyType: party.partyType,
      partyKeyID: party.partyKeyID,
      crateTypeID: charge.crateTypeID,
      direction: CRATE_DIRECTION.In,
      quantity: charge.crates,
      tokenKeyID: '',
      billKeyID,
      remarks: CRATE_FLOW_MESSAGES.chargedOnBill(bill.billNo),
      userKeyID: actor.userKeyID,
    })
}

/** Cancelling the bill puts the crates it charged back on the party's balance, with the bill's reason. */
function restoreChargedCrates(
  store: Store,
  actor: Actor,
  party: BillParty,
  billKeyID: string,
  reason: string,
): void {
  for (const r of store.crateMovements.lookup('marketParty', indexKey(party.marketKeyID, party.partyKeyID))) {
    if (live(r) && r.billKeyID === billKeyID) cancelCrateMovement(store, actor, r, reason)
  }
}

/** The charge of a patti the request asks for: its farmer's crates kept too long, as of today. */
export const pattiCrateCharges = (
  ctx: ServerContext,
  market: Parties,
  token: { farmerKeyID: string },
  wanted: boolean | null | undefined,
) => crateChargesFor(ctx.store, pattiParty({ ...market, ...token }), ctx.today, wanted)

/** The charge of an invoice the request asks for: its buyer's crates kept too long, as of today. */
export const invoiceCrateCharges = (
  ctx: ServerContext,
  market: Parties,
  buyer: { buyerKeyID: string },
  wanted: boolean | null | undefined,
) => crateChargesFor(ctx.store, invoiceParty({ ...market, ...buyer }), ctx.today, wanted)

/** The charge as a named deduction, where a page lists deductions by name only (the farmer's link). */
export const crateChargeDeductions = (bill: { crateCharges?: readonly CrateChargeRecord[] }) =>
  (bill.crateCharges ?? []).map((c) => ({
    categoryName: `Crates not returned: ${c.crates} × ${rupees(fromPaise(c.ratePaise))} (${c.crateTypeName})`,
    amount: fromPaise(c.amountPaise),
  }))

/** Writes off what a saved patti charged; answers the patti. */
export function writeOffPattiCrates(ctx: ServerContext, actor: Actor, bill: Readonly<FarmerBillRecord>) {
  writeOffChargedCrates(ctx, actor, pattiParty(bill), bill.farmerBillKeyID, bill)
  return bill
}

/** Writes off what a saved invoice charged; answers the invoice. */
export function writeOffInvoiceCrates(ctx: ServerContext, actor: Actor, bill: Readonly<BuyerBillRecord>) {
  writeOffChargedCrates(ctx, actor, invoiceParty(bill), bill.buyerBillKeyID, bill)
  return bill
}

export const restorePattiCrates = (
  store: Store,
  actor: Actor,
  bill: Readonly<FarmerBillRecord>,
  reason: string,
) => restoreChargedCrates(store, actor, pattiParty(bill), bill.farmerBillKeyID, reason)

export const restoreInvoiceCrates = (
  store: Store,
  actor: Actor,
  bill: Readonly<BuyerBillRecord>,
  reason: string,
) => restoreChargedCrates(store, actor, invoiceParty(bill), bill.buyerBillKeyID, reason)
