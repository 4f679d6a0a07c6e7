import { type Api, api, type BodyInput, type EndpointDef, type RequestOf, type ResultOf } from '@contracts'
import { type QueryKey, queryOptions, useMutation } from '@tanstack/react-query'
import { call } from './api-client'
import { moduleKeys, recordKeyParam } from './query-keys'

/** The conventional calls of a master (contracts/core/crud.ts crudEndpoints, and the market table). */
export interface CrudTable {
  list: EndpointDef
  addUpdate: EndpointDef
  model: EndpointDef
  remove: EndpointDef
  changeStatus: EndpointDef
}

/** The contract's tables that hold a master's five calls. */
export type CrudName = { [N in keyof Api]: Api[N] extends CrudTable ? N : never }[keyof Api]

export type RecordKey = string | number

export interface CrudApiOptions<T extends CrudTable> {
  /** Other caches a change makes stale, e.g. ['location'] lookups after a state is renamed. */
  alsoInvalidates?: readonly QueryKey[]
  /** The master's calls where its contract table names one differently (the employee's model). */
  table?: T
}

/**
 * Queries and mutations of one master, keyed under its name in the contract's `api`
 * (['state', 'list', request]); the record's key parameter is the one its model call takes.
 * Every change invalidates the root, so lists, open records and lookups refresh together.
 */
export function crudApi<N extends keyof Api, T extends CrudTable = Extract<Api[N], CrudTable>>(
  name: N,
  options: CrudApiOptions<T> = {},
) {
  const table = options.table ?? (api[name] as unknown as T)
  const keyParam = recordKeyParam(table.model)
  const keys = moduleKeys(name)
  const byKey = (key: RecordKey) => ({ query: { [keyParam]: String(key) } }) as never
  const meta = { invalidates: [keys.all, ...(options.alsoInvalidates ?? [])] }
  return {
    keys,
    /** What every change of the master makes stale. */
    invalidates: meta.invalidates,
    queries: {
      list: (request: BodyInput<T['list']>) =>
        queryOptions({
          queryKey: keys.list(request),
          queryFn: () => call<T['list']>(table.list, { body: request } as RequestOf<T['list']>),
        }),
      model: (key: RecordKey | null) =>
        queryOptions({
          queryKey: keys.model(key),
          queryFn: (): Promise<ResultOf<T['model']>> => call<T['model']>(table.model, byKey(key ?? '')),
          enabled: key !== null && key !== '',
        }),
    },
    useSave: () =>
      useMutation({
        mutationFn: (body: BodyInput<T['addUpdate']>): Promise<ResultOf<T['addUpdate']>> =>
          call<T['addUpdate']>(table.addUpdate, { body } as RequestOf<T['addUpdate']>),
        meta,
      }),
    useRemove: () => useMutation({ mutationFn: (key: RecordKey) => call(table.remove, byKey(key)), meta }),
    useChangeStatus: () =>
      useMutation({ mutationFn: (key: RecordKey) => call(table.changeStatus, byKey(key)), meta }),
  }
}
