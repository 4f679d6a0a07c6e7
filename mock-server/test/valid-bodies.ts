import type { FastifyInstance } from 'fastify'
import type { EndpointDef, EndpointTable } from '../../contracts'
import { api } from '../../contracts'
import { auctionBodies } from './bodies/auction'
import { billingBodies } from './bodies/billing'
import type { Body, BodyMakers, WriteId } from './bodies/body'
import { booksBodies } from './bodies/books'
import { crateBodies } from './bodies/crates'
import { gateBodies } from './bodies/gate'
import { moneyBodies } from './bodies/money'
import { peopleBodies } from './bodies/people'
import { data } from './support'

export interface Write {
  /** `module.name` in `api`. */
  id: string
  endpoint: EndpointDef
  table: EndpointTable
}

/** Every write that takes a body (not a list, not public), with its module's table. */
export const allWrites = (): Write[] =>
  Object.entries(api).flatMap(([module, table]) =>
    Object.entries(table as EndpointTable)
      .filter(([, e]) => e.method === 'POST' && e.body && !e.paged && !e.public)
      .map(([name, endpoint]) => ({
        id: `${module}.${name}`,
        endpoint,
        table: table as EndpointTable,
      })),
  )

/** The bodies of the writes that are not a table's AddUpdate, one entry per write, by its id. */
const BODIES: BodyMakers = {
  ...gateBodies,
  ...auctionBodies,
  ...billingBodies,
  ...moneyBodies,
  ...peopleBodies,
  ...crateBodies,
  ...booksBodies,
}

/** The model a table answers for one record, when it has one (`…/Get<Name>Model`). */
const modelOf = (table: EndpointTable) =>
  Object.values(table).find((e) => e.method === 'GET' && /\/Get\w+Model$/.test(e.path))

/**
 * Valid bodies for a write, from the caller's own data. An AddUpdate call's bodies come from its
 * contract: the model of its list's first row (or the table's only model) and its new-record twin
 * with the key field emptied. Every other write has its maker in BODIES under its id. Null when the
 * data has no row to start from.
 */
export async function validBodies(app: FastifyInstance, token: string, write: Write): Promise<Body[] | null> {
  const { endpoint, table } = write
  const model = modelOf(table)
  if (model && !model.query) return [(await data(app, model, { token })) as Body]
  const list = Object.values(table).find((e) => e.paged)
  const keyField = endpoint.access?.keyField
  if (model?.query && list && keyField) {
    const queryKey = Object.keys(model.query.entries)[0]!
    const [row] = (await data(app, list, { token, body: { pageNo: 0, pageSize: 1 } })) as Body[]
    if (!row) return null
    const valid = (await data(app, model, { token, query: { [queryKey]: String(row[keyField]) } })) as Body
    return [valid, asNew(valid, keyField)]
  }
  const make = BODIES[write.id as WriteId]
  if (!make) throw new Error(`${write.id} has no valid body: add its maker in mock-server/test/bodies/`)
  return make(app, token)
}

/** A model as a new record's body: the key field emptied (0 for a numeric ID). */
export const asNew = (model: Body, keyField: string): Body => ({
  ...model,
  [keyField]: typeof model[keyField] === 'number' ? 0 : '',
})
