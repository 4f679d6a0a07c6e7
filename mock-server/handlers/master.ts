import { cleanText } from '../../contracts'
import { notFound } from '../errors'
import type { Store } from '../store/store'
import type { Table } from '../store/table'

/** What the masters' handlers share: finding a row, numbering, name clashes, status. */

/** The row under a key, or a 404 with the module's message. */
export function found<Row extends object>(
  table: Table<Row>,
  key: string | number,
  message: string,
): Readonly<Row> {
  const row = table.get(String(key))
  if (!row) throw notFound(message)
  return row
}

/** One more than the highest ID so far; IDs of deleted rows are not reused while higher ones exist. */
export function nextID<Row extends object>(table: Table<Row>, idOf: (row: Readonly<Row>) => number): number {
  let highest = 0
  for (const row of table.values()) highest = Math.max(highest, idOf(row))
  return highest + 1
}

/**
 * Names compare as people read them: case, surrounding spaces and invisible characters (cleanText) do
 * not make a different name, so rows stored before the contracts cleaned names still clash.
 */
export const nameKey = (name: string): string => cleanText(name).trim().toLocaleLowerCase('en-IN')
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b)

/** A list's status filter: absent or null shows all. */
export const statusMatches = (isActive: boolean, wanted: boolean | null | undefined): boolean =>
  wanted === null || wanted === undefined || isActive === wanted

/** A lookup filter the user may leave empty (0, null or absent). */
export const pickMatches = (value: number | null, wanted: number | null | undefined): boolean =>
  !wanted || value === wanted

/** Flips a row's isActive and answers the new state. */
export function toggleStatus<Row extends { isActive: boolean }>(
  store: Store,
  table: Table<Row>,
  row: Readonly<Row>,
): boolean {
  return store.write(() => table.set({ ...row, isActive: !row.isActive }).isActive)
}

/** A row's value for a sort column: creation time as a number, everything else as stored. */
export const columnValue = <Row extends { createdDate: string }>(row: Row, column: keyof Row & string) =>
  column === 'createdDate' ? Date.parse(row.createdDate) : (row[column] as string | number | boolean)
