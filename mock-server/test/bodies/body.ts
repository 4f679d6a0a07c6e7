import type { FastifyInstance } from 'fastify'
import { api, type EndpointDef } from '../../../contracts'
import { data } from '../support'

export type Body = Record<string, unknown>

type Api = typeof api
/** A write's id as `module.name` of the contracts' `api` table, so a renamed call fails to compile. */
export type WriteId = { [M in keyof Api & string]: `${M}.${keyof Api[M] & string}` }[keyof Api & string]

/** Valid bodies of one write from the caller's own data, or null when there is no row to act on. */
export type BodyMaker = (app: FastifyInstance, token: string) => Promise<Body[] | null>
export type BodyMakers = Partial<Record<WriteId, BodyMaker>>

/** One body, when there is one. */
export const one = (body: Body | null | undefined): Body[] | null => (body ? [body] : null)

export const firstRow = async (app: FastifyInstance, token: string, list: EndpointDef, filters: Body = {}) =>
  ((await data(app, list, { token, body: { pageNo: 0, pageSize: 1, ...filters } })) as Body[])[0]

/** A seeded market by name (Narayangaon has today's gate, auction and money). */
export const marketNamed = (app: FastifyInstance, token: string, name: string) =>
  firstRow(app, token, api.market.list, { searchKeyword: name })
