/** A token's daily number as printed and spoken in the yard: T-001 … T-999, then T-1000. */
export const tokenLabel = (tokenNo: number): string => `T-${String(tokenNo).padStart(3, '0')}`

/** The next number of a daily sequence: numbers of cancelled rows stay used, so it only goes up. */
export const nextInSequence = (last: number | undefined): number => (last ?? 0) + 1
