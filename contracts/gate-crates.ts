import * as v from 'valibot'
import { KeyIDSchema, REQUIRED, requiredPick, wholeNumber } from './core'

/**
 * Crates at the gate: the empties a farmer on the vehicle brings back (entered with the vehicle entry,
 * an In from him up to what he holds) and what the gate took back of a token's declared crates.
 */

/** One count of empty crates a farmer of the entry's tokens brought back. */
export const GateCrateReturnSchema = v.object({
  farmerKeyID: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), KeyIDSchema),
  crateTypeID: requiredPick,
  quantity: wholeNumber('Quantity', 1, 100_000),
})
export type GateCrateReturnInput = v.InferInput<typeof GateCrateReturnSchema>

/** Absent on an edit: the entry's returns stay as they are. An empty list takes them all back. */
export const GateCrateReturnsSchema = v.optional(
  v.pipe(v.array(GateCrateReturnSchema), v.maxLength(20, 'At most 20 crate returns on one vehicle.')),
)

/** A return as the entry answers it, with the crate movement that recorded it. */
export const EntryCrateReturnSchema = v.object({
  crateMovementKeyID: v.string(),
  movementNo: v.string(),
  farmerKeyID: v.string(),
  farmerName: v.string(),
  crateTypeID: v.number(),
  crateTypeName: v.string(),
  quantity: v.number(),
})
export type EntryCrateReturn = v.InferOutput<typeof EntryCrateReturnSchema>

/**
 * What the gate took back of a token's declared crates: null when its product goes in the parties'
 * own crates, `taken` 0 when the farmer held none of the type.
 */
export const TokenCratesBackSchema = v.optional(
  v.nullable(v.object({ crateTypeName: v.string(), taken: v.number() })),
  null,
)

export const GATE_CRATE_MESSAGES = {
  farmerNotOnEntry: 'is not a farmer of a token on this vehicle.',
  /** The remarks of a return's movement, so the ledger says where the crates came back. */
  returnedAtGate: (entryNo: number) => `Empty crates returned at the gate, vehicle entry ${entryNo}.`,
  entryChanged: 'The vehicle entry was changed.',
  /** The line the gate clerk reads after saving: what came off the farmer's balance. */
  tokenNote: (label: string, declared: number, taken: number, crateTypeName: string) =>
    taken === declared
      ? `Token ${label}: all ${declared} crates taken back (${crateTypeName}).`
      : taken === 0
        ? `Token ${label}: none of the ${declared} crates taken back, the farmer holds no ${crateTypeName}.`
        : `Token ${label}: ${taken} of ${declared} crates taken back (${crateTypeName}), the rest the farmer's own.`,
  returnNote: (quantity: number, crateTypeName: string, farmerName: string) =>
    `${quantity} empty ${crateTypeName} crates returned by ${farmerName}.`,
} as const
