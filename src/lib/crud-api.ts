import type { BodyInput, EndpointDef, RequestOf, ResultOf } from '@contracts'
import { type QueryKey, queryOptions, useMutation } from '@tanstack/react-query'
import { call } from './api-client'

/** The conventional calls of a master (contracts/core/crud.ts crudEndpoints, and the market table). */
export interface CrudTable {
  list: EndpointDef
  addUpdate: EndpointDef
  model: EndpointDef
  remove: EndpointDef
  changeStatus: EndpointDef
}

export type RecordKey = string | number

export interface CrudApiOptions {
  /** Other caches a change makes stale, e.g. ['location'] lookups after a state is renamed. */
  alsoInvalidates?: readonly QueryKey[]
}

/**
 * Queries and mutations of one master, keyed under its module root (['state', 'list', request]).
 * Every change invalidates the root, so lists, open records and lookups refresh together.
 */
export function crudApi<T extends CrudTable>(
  root: string,
  table: T,
  keyParam: string,
  options: CrudApiOptions = {},
) {
  const byKey = (key: RecordKey) => ({ query: { [keyParam]: String(key) } }) as never
  const meta = { invalidates: [[root], ...(options.alsoInvalidates ?? [])] }
  return {
    root,
    queries: {
      list: (request: BodyInput<T['list']>) =>
        queryOptions({
          queryKey: [root, 'list', request],
          queryFn: () => call<T['list']>(table.list, { body: request } as RequestOf<T['list']>),
        }),
      model: (key: RecordKey | null) =>
        queryOptions({
          queryKey: [root, 'model', key],
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

export type CrudApi<T extends CrudTable> = ReturnType<typeof crudApi<T>>
