export const TRANSPORT = { Crates: 1, Trolley: 2 } as const

export const ENTRY_MESSAGES = {
  cratesRequired: 'Crates must be more than 0 for a crate token.',
  tokenRequired: 'Add at least one token.',
  oneTrolleyToken: 'A trolley carries one farmer’s lot: exactly one token.',
  loadedWeightRequired: 'Enter the loaded weight of the trolley.',
  emptyWeightRequired: 'Enter the empty weight of the trolley.',
  emptyNotBelowLoaded: (loadedKg: number) =>
    `Empty weight must be less than the loaded weight (${loadedKg} kg).`,
} as const

export interface EntryShape {
  transportationType: number
  loadedWeightKg: number
  /** Tokens cancelled earlier travel along unchanged and count for nothing. */
  tokens: readonly { declaredCrates: number; isCancelled?: boolean }[]
}

/**
 * What is wrong with a vehicle entry beyond its fields' own formats, as `[field, message]` pairs: a
 * crate token declares its crates; a trolley brings one farmer's lot and is weighed loaded at the gate.
 */
export function entryProblems(entry: EntryShape): [field: string, message: string][] {
  const problems: [string, string][] = []
  if (entry.transportationType === TRANSPORT.Trolley) {
    if (entry.tokens.filter((t) => !t.isCancelled).length !== 1)
      problems.push(['tokens', ENTRY_MESSAGES.oneTrolleyToken])
    if (!(entry.loadedWeightKg > 0)) problems.push(['loadedWeightKg', ENTRY_MESSAGES.loadedWeightRequired])
  } else {
    if (entry.tokens.every((t) => t.isCancelled)) problems.push(['tokens', ENTRY_MESSAGES.tokenRequired])
    entry.tokens.forEach((token, i) => {
      if (!token.isCancelled && !(token.declaredCrates > 0))
        problems.push([`tokens.${i}.declaredCrates`, ENTRY_MESSAGES.cratesRequired])
    })
  }
  return problems
}

/** What is wrong with marking a vehicle Out: a trolley leaves weighed empty, lighter than it came in. */
export function exitProblems(
  entry: Pick<EntryShape, 'transportationType' | 'loadedWeightKg'>,
  emptyWeightKg: number | null | undefined,
): [field: string, message: string][] {
  if (entry.transportationType !== TRANSPORT.Trolley) return []
  if (!emptyWeightKg || emptyWeightKg <= 0) return [['emptyWeightKg', ENTRY_MESSAGES.emptyWeightRequired]]
  if (emptyWeightKg >= entry.loadedWeightKg)
    return [['emptyWeightKg', ENTRY_MESSAGES.emptyNotBelowLoaded(entry.loadedWeightKg)]]
  return []
}
