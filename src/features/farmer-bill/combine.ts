import { BILLING_MESSAGES, type PendingTokenRow, tokenLabel } from '@contracts'

export type Picked = ReadonlyMap<string, PendingTokenRow>

/**
 * Why `row` can't join the tokens already picked for one patti (null when it can): a patti is one
 * farmer's, one day's, one transport type's, and a token waiting to be weighed can't be billed yet.
 * The server refuses the same with the same words.
 */
export function combineProblem(picked: Picked, row: PendingTokenRow): string | null {
  if (row.awaitingWeight) return BILLING_MESSAGES.awaitingWeight(tokenLabel(row.tokenNo))
  const first = picked.values().next().value
  if (!first) return null
  if (first.farmerKeyID !== row.farmerKeyID) return BILLING_MESSAGES.oneFarmer
  if (first.tokenDate !== row.tokenDate) return BILLING_MESSAGES.oneDay
  if (first.transportationType !== row.transportationType) return BILLING_MESSAGES.oneTransport
  return null
}

/**
 * The picked tokens after the ticks changed to `ids`: unticked ones leave, newly ticked ones join in
 * the order given unless they clash with what is already picked. `rowOf` finds a ticked row's data
 * (a row is on the page the user ticked it on). Answers the first refusal, if any.
 */
export function pickTokens(
  picked: Picked,
  ids: ReadonlySet<string>,
  rowOf: (id: string) => PendingTokenRow | undefined,
): { picked: Picked; refused: string | null } {
  const next = new Map([...picked].filter(([id]) => ids.has(id)))
  let refused: string | null = null
  for (const id of ids) {
    if (next.has(id)) continue
    const row = rowOf(id)
    if (!row) continue
    const problem = combineProblem(next, row)
    if (problem) refused ??= problem
    else next.set(id, row)
  }
  return { picked: next, refused }
}
