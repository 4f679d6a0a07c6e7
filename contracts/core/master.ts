import * as v from 'valibot'
import { crudEndpoints } from './crud'
import { endpoint } from './endpoint'
import { auditEntries, optionalNumericKey, statusFilter } from './fields'
import { listRequest } from './paging'
import { KeyIDSchema, QueryInt, QueryKeyID } from './primitives'

/** A `…KeyID` key is a UUID; any other key is an ID numbered within the firm. */
type IsUuid<K extends string> = K extends `${string}KeyID` ? true : false

const uuidBodyKey = v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema])))

type KeyEntries<K extends string, U extends boolean, Number_, Uuid> = {
  [P in K]: U extends true ? Uuid : Number_
}

/**
 * A master whose model is its key and form fields, whose list row adds status and creation time, and
 * whose list filters on status besides the module's own `filters`. The body carries the key empty
 * for a new record. `keyQuery` is the key's query parameter as the API spells it (`CurrencyID`).
 */
export function masterEndpoints<
  const K extends string,
  const Q extends string,
  F extends v.ObjectEntries,
  const C extends readonly [string, ...string[]],
  E extends v.ObjectEntries = Record<never, never>,
>(spec: {
  controller: string
  moduleId: number
  key: K
  keyQuery: Q
  form: v.ObjectSchema<F, undefined>
  sortColumns: C
  filters?: E
}) {
  const uuid = spec.key.endsWith('KeyID')
  type U = IsUuid<K>
  const model = v.object({
    ...({ [spec.key]: uuid ? v.string() : v.number() } as KeyEntries<
      K,
      U,
      v.NumberSchema<undefined>,
      v.StringSchema<undefined>
    >),
    ...spec.form.entries,
  })
  const body = v.object({
    ...spec.form.entries,
    ...({ [spec.key]: uuid ? uuidBodyKey : optionalNumericKey } as KeyEntries<
      K,
      U,
      typeof optionalNumericKey,
      typeof uuidBodyKey
    >),
  })
  const keyQuery = v.object({
    [spec.keyQuery]: uuid ? QueryKeyID : QueryInt,
  } as KeyEntries<Q, U, typeof QueryInt, typeof QueryKeyID>)
  return crudEndpoints({
    controller: spec.controller,
    moduleId: spec.moduleId,
    keyQuery,
    keyField: spec.key,
    listRequest: listRequest(spec.sortColumns, { isActive: statusFilter, ...(spec.filters as E) }),
    row: v.object({ ...model.entries, ...auditEntries }),
    body,
    model,
  })
}

/** A master's row as its list answers it. */
export type MasterListRow<T extends { list: { data: v.GenericSchema } }> =
  v.InferOutput<T['list']['data']> extends readonly (infer Row)[] ? Row : never

/** `<Controller>/Get<Controller>LookupList`: the active records as pickers offer them. */
export const lookupEndpoint = <const P extends string, I extends v.GenericSchema>(controller: P, item: I) =>
  endpoint({ method: 'GET', path: `${controller}/Get${controller}LookupList`, data: v.array(item) })
