import {
  CRATE_DIRECTION,
  CRATE_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  type EntryCrateReturn,
  GATE_CRATE_MESSAGES,
  type GateCrateReturnInput,
  MODULE,
  PARTY_TYPE,
  ROLE_MESSAGES,
  TOKEN_STATUS,
  type VehicleEntryFormInput,
} from '../../contracts'
import { can } from '../auth/permissions'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, forbidden } from '../errors'
import type { CrateMovementRecord } from '../store/crate-rows'
import type { TokenRecord, VehicleEntryRecord } from '../store/rows'
import type { Store } from '../store/store'
import { indexKey } from '../store/table'
import { cancelCrateMovement, crateBalanceOf, recordCrateMovement } from './crate'
import { firmCrateType } from './crate-flow'

type Actor = Pick<Session, 'companyKeyID' | 'userKeyID'>
type Wanted = readonly GateCrateReturnInput[]

/** The live returns of empty crates recorded with a vehicle entry. */
const liveReturns = (store: Store, vehicleEntryKeyID: string) =>
  store.crateMovements
    .lookup('vehicleEntry', vehicleEntryKeyID)
    .filter((m) => m.status === CRATE_MOVEMENT_STATUS.Active)

/**
 * Which recorded returns an edit keeps (same farmer, type and count) and which lines are new. A kept
 * return is left alone, so an edit of the entry's other fields never asks the balance again.
 */
function planReturns(current: readonly Readonly<CrateMovementRecord>[], wanted: Wanted) {
  const kept = new Set<string>()
  const added: { line: GateCrateReturnInput; index: number }[] = []
  wanted.forEach((line, index) => {
    const same = current.find(
      (m) =>
        !kept.has(m.crateMovementKeyID) &&
        m.partyKeyID === line.farmerKeyID &&
        m.crateTypeID === line.crateTypeID &&
        m.quantity === line.quantity,
    )
    if (same) kept.add(same.crateMovementKeyID)
    else added.push({ line, index })
  })
  return { kept, added }
}

/**
 * Checks an entry's returns before anything is written: a new return needs the right to enter crate
 * movements, a farmer of one of the entry's tokens and an active returnable type of the firm.
 */
export function assertCrateReturns(
  ctx: ServerContext,
  session: Session,
  body: Pick<VehicleEntryFormInput, 'tokens'> & { crateReturns?: Wanted },
  existing: Readonly<VehicleEntryRecord> | null,
): void {
  if (!body.crateReturns) return
  const current = existing ? liveReturns(ctx.store, existing.vehicleEntryKeyID) : []
  const { added } = planReturns(current, body.crateReturns)
  if (added.length > 0 && !can(ctx, session, MODULE.Crate, 'insert')) throw forbidden(ROLE_MESSAGES.forbidden)
  for (const { line, index } of added) {
    if (!body.tokens.some((t) => t.farmerKeyID === line.farmerKeyID))
      throw badRequest(`crateReturns.${index}.farmerKeyID`, GATE_CRATE_MESSAGES.farmerNotOnEntry)
    const type = ctx.store.crateTypes.in(session.companyKeyID, line.crateTypeID)
    if (!type?.isActive || !type.isReturnable)
      throw badRequest(`crateReturns.${index}.crateTypeID`, CRATE_MESSAGES.typeNotFound)
  }
}

/**
 * Brings the entry's recorded returns in line with the form's, inside the entry's write: returns no
 * longer listed are cancelled first (that only raises balances), then each new one is an In from the
 * farmer, refused with his balance in the message when he holds fewer. Absent: nothing changes.
 */
export function followCrateReturns(
  ctx: ServerContext,
  actor: Actor,
  entry: Readonly<VehicleEntryRecord>,
  wanted: Wanted | undefined,
): void {
  if (!wanted) return
  const { store } = ctx
  const current = liveReturns(store, entry.vehicleEntryKeyID)
  const { kept, added } = planReturns(current, wanted)
  for (const m of current)
    if (!kept.has(m.crateMovementKeyID))
      cancelCrateMovement(store, actor, m, GATE_CRATE_MESSAGES.entryChanged)
  for (const { line, index } of added) {
    const party = {
      marketKeyID: entry.marketKeyID,
      partyKeyID: line.farmerKeyID,
      crateTypeID: line.crateTypeID,
    }
    const balance = crateBalanceOf(store, party)
    if (line.quantity > balance) {
      const name = store.crateTypes.in(entry.companyKeyID, line.crateTypeID)?.crateTypeName ?? ''
      throw badRequest(`crateReturns.${index}.quantity`, CRATE_MESSAGES.overReturn(name, balance))
    }
    recordCrateMovement(ctx, actor, {
      ...party,
      movementDate: entry.entryDate,
      partyType: PARTY_TYPE.Farmer,
      direction: CRATE_DIRECTION.In,
      quantity: line.quantity,
      tokenKeyID: '',
      vehicleEntryKeyID: entry.vehicleEntryKeyID,
      remarks: GATE_CRATE_MESSAGES.returnedAtGate(entry.entryNo),
      userKeyID: actor.userKeyID,
    })
  }
}

/** Cancelling the entry cancels its returns with the entry's reason. */
export function cancelCrateReturns(
  store: Store,
  actor: Actor,
  vehicleEntryKeyID: string,
  reason: string,
): void {
  for (const m of liveReturns(store, vehicleEntryKeyID)) cancelCrateMovement(store, actor, m, reason)
}

/** The entry's live returns as its answer lists them. */
export const entryCrateReturns = (store: Store, entry: Readonly<VehicleEntryRecord>): EntryCrateReturn[] =>
  liveReturns(store, entry.vehicleEntryKeyID).map((m) => ({
    crateMovementKeyID: m.crateMovementKeyID,
    movementNo: m.movementNo,
    farmerKeyID: m.partyKeyID,
    farmerName: store.farmers.get(m.partyKeyID)?.farmerName ?? '',
    crateTypeID: m.crateTypeID,
    crateTypeName: store.crateTypes.in(m.companyKeyID, m.crateTypeID)?.crateTypeName ?? '',
    quantity: m.quantity,
  }))

/** What the gate took back of a live token's declared crates; null when none were the firm's to take. */
export function tokenCratesBack(store: Store, token: Readonly<TokenRecord>) {
  if (token.status === TOKEN_STATUS.Cancelled || token.declaredCrates === 0) return null
  const type = firmCrateType(store, token.companyKeyID, token.productID)
  if (!type) return null
  const taken = store.crateMovements
    .lookup('marketParty', indexKey(token.marketKeyID, token.farmerKeyID))
    .find(
      (m) =>
        m.tokenKeyID === token.tokenKeyID &&
        m.partyType === PARTY_TYPE.Farmer &&
        m.direction === CRATE_DIRECTION.In &&
        m.status === CRATE_MOVEMENT_STATUS.Active,
    )
  return { crateTypeName: type.crateTypeName, taken: taken?.quantity ?? 0 }
}
