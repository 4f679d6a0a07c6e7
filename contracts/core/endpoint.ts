import type * as v from 'valibot'
import type { ColumnTotals } from './envelope'

export type HttpMethod = 'GET' | 'POST'

/** What a signed-in user must be allowed to do, as the role matrix grants it per module. */
export type PermissionAction = 'view' | 'insert' | 'update' | 'delete'

export interface Access {
  moduleId: number
  /** 'save' is insert when the body's key field is empty, else update. */
  action: PermissionAction | 'save'
  keyField?: string
}

/** Query strings arrive as strings; each field is a schema that accepts (and may transform) a string. */
export type QuerySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>

export interface EndpointDef {
  method: HttpMethod
  /** Path under `{host}/api/`, spelled exactly as the spec writes it. */
  path: string
  query?: QuerySchema
  body?: v.GenericSchema
  data: v.GenericSchema
  /** Paged lists also answer `responseData.totalCount`, and may answer `responseData.totals`. */
  paged?: boolean
  /** Login and Register are the only calls without a bearer token. */
  public?: boolean
  /** The role permission a write or read needs; absent = any signed-in user. */
  access?: Access
  /** A call without a permission that still changes something (Logout ends the session). */
  writes?: true
  /**
   * A download: the handler answers `{ fileName, content }` and the call serves the file itself with
   * this Content-Type as an attachment, not the envelope (errors still answer the envelope).
   */
  file?: { contentType: string }
}

/** Whether a call only reads: one the role matrix grants as "view", or a GET any signed-in user may make. */
export const isRead = (def: EndpointDef): boolean =>
  !def.public && !def.writes && (def.access ? def.access.action === 'view' : def.method === 'GET')

/** Keeps the literal types of a definition so callers and handlers are typed by the table. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined
type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export type QueryInput<E extends EndpointDef> = InputOf<E['query']>
export type QueryOutput<E extends EndpointDef> = OutputOf<E['query']>
export type BodyInput<E extends EndpointDef> = InputOf<E['body']>
export type BodyOutput<E extends EndpointDef> = OutputOf<E['body']>
export type DataOf<E extends EndpointDef> = v.InferOutput<E['data']>

/** What a caller receives: the data, or data plus total for paged lists. */
export type ResultOf<E extends EndpointDef> = E['paged'] extends true
  ? { data: DataOf<E>; totalCount: number; totals?: ColumnTotals }
  : DataOf<E>

/** What a caller sends. Keys are present only when the endpoint takes them. */
export type RequestOf<E extends EndpointDef> = (E['query'] extends v.GenericSchema
  ? { query: QueryInput<E> }
  : { query?: undefined }) &
  (E['body'] extends v.GenericSchema ? { body: BodyInput<E> } : { body?: undefined })

export type EndpointTable = Record<string, EndpointDef>
