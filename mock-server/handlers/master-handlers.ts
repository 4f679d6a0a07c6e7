import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { conflict } from '../errors'
import type { ReferenceKind } from '../store/store'
import type { ListRequest } from './list-query'
import {
  type Caller,
  type FirmMaster,
  listRowOf,
  listSpec,
  type MasterFields,
  type MasterRow,
  modelOf,
  statusMatches,
} from './master'

type AnyMaster<Row extends MasterRow> = FirmMaster<Row, keyof Row & string>

interface Input {
  session: Caller & Pick<Session, 'userKeyID'>
  ctx: ServerContext
}

type KeyQuery<Query extends string> = Input & { query: Record<Query, string | number> }

/**
 * The list, model, delete and status calls every master answers the same way, leaving a module's
 * handlers with only its own rules: the list's extra filters, what a list row adds, and what forbids a
 * delete. `keyQuery` names the query parameter holding the row's key.
 */
export function masterHandlers<
  Row extends MasterRow,
  Query extends string,
  Filters extends object = object,
  ListRow extends { createdDate: string } = Omit<Row, 'companyKeyID'>,
  Model = ReturnType<typeof modelOf<Row>>,
>(
  master: AnyMaster<Row>,
  options: {
    keyQuery: Query
    /** The texts the list's keyword is looked for in, and the name that breaks ties. */
    search: (row: ListRow) => readonly string[]
    name: (row: ListRow) => string
    /** The list's filters besides status. */
    filter?: (row: Readonly<Row>, request: Filters) => boolean
    /** Rows of one market each (bank accounts): the list shows those of the caller's markets. */
    byMarket?: true
    /** The list's rows from the firm's filtered rows, when they carry more than the row itself. */
    listRows?: (ctx: ServerContext, caller: Caller, rows: readonly Readonly<Row>[]) => ListRow[]
    /** What a model call answers, when the row needs more than dropping its firm, status and creation. */
    model?: (ctx: ServerContext, row: Readonly<Row>) => Model
    /** Refuses the delete with `message` while anything of the firm refers to the row (by its key). */
    inUse?: { kind: ReferenceKind; message: string; by?: (row: Readonly<Row>) => string | number }
    /** Throws when the module's own rules forbid the delete. */
    beforeRemove?: (ctx: ServerContext, caller: Caller, row: Readonly<Row>) => void
  },
) {
  const { keyQuery, filter, inUse, beforeRemove } = options
  const toModel = options.model ?? ((_ctx: ServerContext, row: Readonly<Row>) => modelOf(row) as Model)
  const spec = listSpec<ListRow, keyof ListRow & string>(options.search, options.name, (row) =>
    String(row[master.key as unknown as keyof ListRow]),
  )
  const listRows =
    options.listRows ??
    ((_ctx: ServerContext, _caller: Caller, rows) => rows.map(listRowOf) as unknown as ListRow[])
  return {
    list: ({
      body,
      session,
      ctx,
    }: Input & { body: ListRequest & { isActive?: boolean | null } & Filters }) => {
      const shown = options.byMarket ? listScope(ctx, session as Session) : null
      // The caller's markets shape the list, so they are part of what it is remembered by.
      const request = shown ? { ...body, shownMarkets: shown.key } : body
      return master.page(ctx, session, request, spec, () => {
        const matches = (row: Readonly<Row>) =>
          statusMatches(row.isActive, body.isActive) &&
          (!filter || filter(row, body)) &&
          (!shown || shown.shows(row as unknown as { companyKeyID: string; marketKeyID: string }))
        return listRows(ctx, session, master.rows(ctx, session, matches))
      })
    },

    model: ({ query, session, ctx }: KeyQuery<Query>) =>
      toModel(ctx, master.find(ctx, session, query[keyQuery])),

    remove: ({ query, session, ctx }: KeyQuery<Query>) => {
      const row = master.find(ctx, session, query[keyQuery])
      const used = inUse?.by?.(row) ?? (row[master.key] as string | number)
      if (inUse && ctx.store.isReferenced(inUse.kind, session.companyKeyID, used)) {
        throw conflict(inUse.message)
      }
      beforeRemove?.(ctx, session, row)
      return master.remove(ctx, row)
    },

    changeStatus: ({ query, session, ctx }: KeyQuery<Query>) => master.toggle(ctx, session, query[keyQuery]),
  }
}

/** A master's lookup: its active rows in `order`, each as `pick` shows it. */
export const activeLookup =
  <Row extends MasterRow, Shown>(
    master: AnyMaster<Row>,
    order: (a: Readonly<Row>, b: Readonly<Row>) => number,
    pick: (row: Readonly<Row>) => Shown,
  ) =>
  ({ session, ctx }: Input) =>
    master
      .rows(ctx, session, (row) => row.isActive)
      .sort(order)
      .map(pick)

/**
 * The conventional add/update: the body's key names the row to update (absent, 0 or '' adds one), no
 * other row of the firm may clash with the saved fields, and `check` may refuse what the module's own
 * rules forbid. Answers the saved model.
 */
export function masterSave<Row extends MasterRow, Key extends keyof Row & string>(
  master: FirmMaster<Row, Key>,
  options: {
    /** The saved fields from the body's (trimmed names, defaults). */
    fields?: (body: MasterFields<Row, Key>) => MasterFields<Row, Key>
    clashes: (row: Readonly<Row>, fields: MasterFields<Row, Key>) => boolean
    duplicate: (fields: MasterFields<Row, Key>) => string
    check?: (
      ctx: ServerContext,
      caller: Caller,
      existing: Readonly<Row> | null,
      fields: MasterFields<Row, Key>,
    ) => void
  },
) {
  return ({
    body,
    session,
    ctx,
  }: Input & { body: MasterFields<Row, Key> & { [K in Key]?: Row[K] | '' | null } }) => {
    const { [master.key]: id, ...given } = body
    const fields = (options.fields ?? ((f) => f))(given as MasterFields<Row, Key>)
    const existing = master.existing(ctx, session, id as string | number | null | undefined)
    const duplicate = conflict(options.duplicate(fields))
    master.assertNoClash(ctx, session, existing, (row) => options.clashes(row, fields), duplicate)
    options.check?.(ctx, session, existing, fields)
    return modelOf(master.save(ctx, session, existing, fields))
  }
}
