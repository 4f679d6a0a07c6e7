/**
 * Documents in the order they were made: by date, then by number within a day. Plain code-unit
 * comparison, not a locale's: ISO dates and zero-padded numbers (F/26-27/00012) sort as written.
 */
export function byDateThenNumber(
  a: readonly [date: string, no: string],
  b: readonly [date: string, no: string],
): number {
  const [aDate, aNo] = a
  const [bDate, bNo] = b
  if (aDate !== bDate) return aDate < bDate ? -1 : 1
  if (aNo !== bNo) return aNo < bNo ? -1 : 1
  return 0
}
