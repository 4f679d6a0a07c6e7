import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  AUTH_MESSAGES,
  type BodyOutput,
  type ColumnTotals,
  type EndpointDef,
  type EndpointTable,
  envelopeSchema,
  ok,
  type QueryOutput,
  type ResultOf,
  SERVER_MESSAGES,
} from '../contracts'
import { assertPasswordSettled } from './auth/account-guard'
import { assertMarketScope } from './auth/market-scope'
import { authorize } from './auth/permissions'
import type { Session } from './auth/sessions'
import type { ServerContext } from './context'
import { HttpError } from './errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on every non-public endpoint. */
    apiSession: Session | null
  }
}

export interface HandlerInput<E extends EndpointDef> {
  query: QueryOutput<E>
  body: BodyOutput<E>
  session: E['public'] extends true ? null : Session
  ctx: ServerContext
  ip: string
  headers: IncomingHttpHeaders
}

/** Answers the data (paged: `{ data, totalCount }`) or throws an HttpError; the envelope is added here. */
export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => ResultOf<E> | Promise<ResultOf<E>>

export type TableHandlers<T extends EndpointTable> = { readonly [K in keyof T]: Handler<T[K]> }

export type ApiHandlers<A extends Record<string, EndpointTable>> = {
  readonly [M in keyof A]: TableHandlers<A[M]>
}

/** Types a module's handlers by its endpoint table: a missing or misshapen handler is a type error. */
export const handlers = <T extends EndpointTable>(_table: T, impl: TableHandlers<T>): TableHandlers<T> => impl

/** `<field>: <rule>` for the first issue; a missing value reads "is required" rather than a type error. */
export function describeIssue(issue: v.BaseIssue<unknown>, where: 'query' | 'body' | string): string {
  const field = v.getDotPath(issue) ?? where
  const missing = issue.input === undefined && /^Invalid (?:type|key):/.test(issue.message)
  return `${field}: ${missing ? 'is required' : issue.message}`
}

export function validateInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  where: 'query' | 'body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new HttpError(400, describeIssue(result.issues[0], where))
  return result.output
}

/** Rejects a request without a live session (HTTP 401 envelope) and remembers the session otherwise. */
export async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const check = ctx.sessions.authenticate(request.headers.authorization)
  if (!check.ok) throw new HttpError(401, AUTH_MESSAGES[check.reason])
  // A user made inactive (or removed by a reset) is signed out at once, not when the token runs out.
  if (!ctx.store.employees.get(check.session.userKeyID)?.isActive) {
    ctx.sessions.revoke(check.session.token)
    throw new HttpError(401, AUTH_MESSAGES.unknown)
  }
  request.apiSession = check.session
}

/** `authenticate` for a route that changes something outside the endpoint tables (uploads). */
export async function authenticateChange(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  await authenticate(ctx, request)
  if (request.apiSession) assertPasswordSettled(ctx, request.apiSession, 'write')
}

/** A handler's answer that breaks the contract: a loud 500 naming the field, so drift fails tests. */
export class ContractDriftError extends Error {
  readonly statusCode = 500
}

export interface RegisterOptions {
  ctx: ServerContext
  checkResponses: boolean
}

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '')

interface FileAnswer {
  fileName: string
  content: string
}

/** A download goes out as the file itself, named for saving; its name keeps to safe characters. */
function sendFile(reply: FastifyReply, contentType: string, file: FileAnswer) {
  const fileName = file.fileName.replace(/[^\w.-]/g, '_')
  return reply
    .code(200)
    .header('Content-Type', `${contentType}; charset=utf-8`)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(file.content)
}

/**
 * Registers one route per endpoint of every table at `/api/<path>`. An endpoint with `access` refuses a
 * caller whose role lacks that permission (HTTP 403) before its input is validated; valid input naming
 * a market the caller is not assigned to is refused (HTTP 403) before the handler runs. Answers the paths
 * it registered with their methods (fault injection accepts only those).
 */
export function registerApi<A extends Record<string, EndpointTable>>(
  app: FastifyInstance,
  api: A,
  impl: ApiHandlers<A>,
  { ctx, checkResponses }: RegisterOptions,
): Map<string, 'GET' | 'POST'> {
  const paths = new Map<string, 'GET' | 'POST'>()
  for (const [moduleName, table] of Object.entries(api)) {
    const moduleHandlers = impl[moduleName] as Record<string, Handler<EndpointDef>> | undefined
    for (const [name, def] of Object.entries(table)) {
      const handler = moduleHandlers?.[name]
      if (!handler) throw new Error(`No handler for ${moduleName}.${name} (${def.path})`)
      const responseSchema = envelopeSchema(def.data, def.paged)
      if (paths.has(def.path)) throw new Error(`Two endpoints share the path ${def.path}`)
      paths.set(def.path, def.method)
      app.route({
        method: def.method,
        url: `/api/${def.path}`,
        onRequest: def.public ? undefined : (request) => authenticate(ctx, request),
        handler: async (request, reply) => {
          if (request.apiSession) {
            assertPasswordSettled(ctx, request.apiSession, def)
            if (def.access) authorize(ctx, request.apiSession, def.access, request.body)
          }
          if (def.body && request.body !== undefined && !isJson(request.headers['content-type'])) {
            throw new HttpError(400, SERVER_MESSAGES.jsonOnly)
          }
          const query = def.query ? validateInput(def.query, request.query, 'query') : undefined
          const body = def.body ? validateInput(def.body, request.body, 'body') : undefined
          if (request.apiSession) assertMarketScope(ctx, request.apiSession, query, body)
          const result = await handler({
            query,
            body,
            session: request.apiSession,
            ctx,
            ip: request.ip,
            headers: request.headers,
          } as never)
          if (def.file) return sendFile(reply, def.file.contentType, result as FileAnswer)
          const paged = result as { data: unknown; totalCount: number; totals?: ColumnTotals }
          const envelope = def.paged ? ok(paged.data, paged.totalCount, paged.totals) : ok(result)
          if (checkResponses) {
            const check = v.safeParse(responseSchema, envelope)
            if (!check.success) {
              const detail = describeIssue(check.issues[0], 'responseData')
              throw new ContractDriftError(`Response of ${def.path} breaks the contract: ${detail}`)
            }
          }
          return reply.code(200).send(envelope)
        },
      })
    }
  }
  return paths
}
