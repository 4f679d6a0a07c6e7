import * as v from 'valibot'
import { type Access, endpoint, type QuerySchema } from './endpoint'

interface CrudSpec<
  Q extends QuerySchema,
  L extends v.GenericSchema,
  R extends v.GenericSchema,
  B extends v.GenericSchema,
  M extends v.GenericSchema,
> {
  /** Controller and entity name as the API spells them: `State` → State/GetStateList … */
  controller: string
  entity?: string
  moduleId: number
  /** The key's query parameter, e.g. `{ StateID: QueryInt }`. */
  keyQuery: Q
  /** The body field holding the key (empty for a new record). */
  keyField: string
  listRequest: L
  row: R
  body: B
  model: M
}

/**
 * The conventional calls of a master: paged list, add/update, model, delete and status.
 * A module supplies schemas (and its own lookup call); paths and permissions follow from its names.
 */
export function crudEndpoints<
  Q extends QuerySchema,
  L extends v.GenericSchema,
  R extends v.GenericSchema,
  B extends v.GenericSchema,
  M extends v.GenericSchema,
>(spec: CrudSpec<Q, L, R, B, M>) {
  const c = spec.controller
  const e = spec.entity ?? spec.controller
  const on = (action: Access['action']): Access => ({
    moduleId: spec.moduleId,
    action,
    keyField: spec.keyField,
  })
  return {
    list: endpoint({
      method: 'POST',
      path: `${c}/Get${e}List`,
      body: spec.listRequest,
      data: v.array(spec.row),
      paged: true,
      access: on('view'),
    }),
    addUpdate: endpoint({
      method: 'POST',
      path: `${c}/AddUpdate${e}`,
      body: spec.body,
      data: spec.model,
      access: on('save'),
    }),
    model: endpoint({
      method: 'GET',
      path: `${c}/Get${e}Model`,
      query: spec.keyQuery,
      data: spec.model,
      access: on('view'),
    }),
    remove: endpoint({
      method: 'GET',
      path: `${c}/Delete${e}`,
      query: spec.keyQuery,
      data: v.null(),
      access: on('delete'),
    }),
    changeStatus: endpoint({
      method: 'GET',
      path: `${c}/Change${e}Status`,
      query: spec.keyQuery,
      data: v.boolean(),
      access: on('update'),
    }),
  } as const
}
