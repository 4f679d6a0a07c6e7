import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../context'
import { type HttpError, notFound } from '../errors'
import type { FirmRow, FirmTable } from '../store/firm-table'
import type { Store } from '../store/store'
import type { Table } from '../store/table'
import { filterAndSort, type ListRequest, type ListSpec, pageOf, sortedList } from './list-query'

/** What the masters' handlers share: the firm's rows, finding one, numbering, name clashes, status. */

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
export function nextID<Row>(rows: Iterable<Row>, idOf: (row: Row) => number): number {
  let highest = 0
  for (const row of rows) highest = Math.max(highest, idOf(row))
  return highest + 1
}

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

/** The conventional list spec: search texts, sort by any column, newest first, ties by name then key. */
export const listSpec = <Row extends { createdDate: string }, Column extends keyof Row & string>(
  searchText: (row: Row) => readonly string[],
  name: (row: Row) => string,
  key: (row: Row) => string | number,
): ListSpec<Row, Column> => ({
  searchText,
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name,
  key: (r) => String(key(r)),
  defaultSort: { column: 'createdDate' as Column, direction: 'desc' },
})

/** A master row as kept: its firm, status and creation time besides the fields the model answers. */
export interface MasterRow extends FirmRow {
  isActive: boolean
  createdDate: string
}

/** What a model call answers: the row without its firm, status and creation time. */
export const modelOf = <Row extends MasterRow>({
  companyKeyID: _firm,
  isActive: _active,
  createdDate: _created,
  ...fields
}: Readonly<Row>) => fields

/** What a list answers per row: the row without its firm. */
export const listRowOf = <Row extends FirmRow>({ companyKeyID: _firm, ...row }: Readonly<Row>) => row

export interface Caller {
  readonly companyKeyID: string
}

/** The fields a handler gives when saving: everything but the key and what the master adds itself. */
export type MasterFields<Row, Key extends keyof Row> = Omit<Row, Key | keyof MasterRow>

/**
 * The conventional calls of a firm's master, each within the caller's firm: another firm's key is
 * "not found", exactly like a key that never existed. `key` names the row's ID: a number is numbered
 * within the firm, a `…KeyID` gets a new UUID.
 */
export function firmMaster<Row extends MasterRow, Key extends keyof Row & string>(options: {
  table: (store: Store) => FirmTable<Row>
  key: Key
  notFound: string
}) {
  const { key, notFound: message } = options
  const table = (ctx: ServerContext) => options.table(ctx.store)

  const find = (ctx: ServerContext, caller: Caller, id: string | number): Readonly<Row> => {
    const row = table(ctx).in(caller.companyKeyID, id)
    if (!row) throw notFound(message)
    return row
  }

  return {
    key,
    find,

    /** The row a save names by its key, or null for a new one (key absent, 0 or ''). */
    existing: (ctx: ServerContext, caller: Caller, id: string | number | null | undefined) =>
      id ? find(ctx, caller, id) : null,

    rows: (ctx: ServerContext, caller: Caller, predicate?: (row: Readonly<Row>) => boolean) =>
      table(ctx).of(caller.companyKeyID, predicate),

    /** One page of the firm's list; the filtered, sorted list is kept until the next write. */
    page<ListRow, Column extends string>(
      ctx: ServerContext,
      caller: Caller,
      request: ListRequest,
      spec: ListSpec<ListRow, Column>,
      rows: () => Iterable<ListRow>,
    ) {
      const { pageNo: _page, pageSize: _size, ...filters } = request
      const name = table(ctx).name
      const sorted = sortedList(ctx.store, [name, caller.companyKeyID, filters], () =>
        filterAndSort(rows(), request, spec),
      )
      return pageOf(sorted, request)
    },

    /** Refuses the save when another row of the firm clashes with it. */
    assertNoClash(
      ctx: ServerContext,
      caller: Caller,
      existing: Readonly<Row> | null,
      clashes: (row: Readonly<Row>) => boolean,
      error: HttpError,
    ): void {
      const others = (row: Readonly<Row>) => row[key] !== existing?.[key] && clashes(row)
      if (table(ctx).of(caller.companyKeyID, others).length > 0) throw error
    },

    /** Updates the row, or adds one to the firm: next ID, active, created now. */
    save(
      ctx: ServerContext,
      caller: Caller,
      existing: Readonly<Row> | null,
      fields: MasterFields<Row, Key>,
    ): Readonly<Row> {
      const t = table(ctx)
      return ctx.store.write(() => {
        if (existing) return t.set({ ...existing, ...fields })
        const id = key.endsWith('KeyID')
          ? randomUUID()
          : nextID(t.of(caller.companyKeyID), (row) => row[key] as number)
        const row = { ...fields, [key]: id, companyKeyID: caller.companyKeyID, isActive: true }
        return t.set({ ...row, createdDate: ctx.now() } as unknown as Row)
      })
    },

    toggle: (ctx: ServerContext, caller: Caller, id: string | number): boolean =>
      toggleStatus(ctx.store, table(ctx), find(ctx, caller, id)),

    remove(ctx: ServerContext, row: Readonly<Row>): null {
      ctx.store.write(() => table(ctx).delete(table(ctx).keyOf(row)))
      return null
    },
  }
}

export type FirmMaster<Row extends MasterRow, Key extends keyof Row & string> = ReturnType<
  typeof firmMaster<Row, Key>
>
