import { GATE_CRATE_MESSAGES, TOKEN_STATUS, tokenLabel, type VehicleEntry } from '@contracts'

/**
 * What the save did to the farmers' crates, for the clerk to tell the farmer: each live token's
 * declared crates taken back, and the empties returned. Empty when no crates of the firm's moved.
 */
export function entryCratesNote(entry: VehicleEntry): string {
  const tokens = entry.tokens.flatMap((t) =>
    t.crates && t.status !== TOKEN_STATUS.Cancelled
      ? [
          GATE_CRATE_MESSAGES.tokenNote(
            tokenLabel(t.tokenNo),
            t.declaredCrates,
            t.crates.taken,
            t.crates.crateTypeName,
          ),
        ]
      : [],
  )
  const returns = entry.crateReturns.map((r) =>
    GATE_CRATE_MESSAGES.returnNote(r.quantity, r.crateTypeName, r.farmerName),
  )
  return [...tokens, ...returns].join(' ')
}
