import type { TrolleyQueueToken } from '@contracts'

/** The queue as the auctioneer walks it: trolleys still unsold first, then those waiting to be weighed empty; each by token number. */
export const queueOrder = (tokens: readonly TrolleyQueueToken[]): TrolleyQueueToken[] =>
  [...tokens].sort(
    (a, b) =>
      Number(Boolean(a.trolleyAuctionKeyID)) - Number(Boolean(b.trolleyAuctionKeyID)) ||
      a.tokenNo - b.tokenNo,
  )

/** The waiting trolley whose number the clerk typed (14, T-014, t14); undefined when none waits. */
export function findQueued(
  tokens: readonly TrolleyQueueToken[],
  typed: string,
): TrolleyQueueToken | undefined {
  const digits = typed.replace(/^\s*t-?/i, '').trim()
  if (!/^\d+$/.test(digits)) return undefined
  return tokens.find((t) => t.tokenNo === Number(digits))
}
