import { type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { type EndpointDef, type EndpointTable, isRead } from '../../contracts'
import type { DocComments } from './doc-comments'

/** Everything the document is built from: the endpoint tables, the named schemas and their comments. */
export interface OpenApiSource {
  api: Record<string, EndpointTable>
  /** The contracts' exports; the schemas among them become named components. */
  exports: Record<string, unknown>
  comments: DocComments
  version: string
}

type Json = Record<string, unknown>

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema'

const FAILURE_REF = { $ref: '#/components/schemas/Failure' }
const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: FAILURE_REF } },
})

const RESPONSES = {
  BadRequest: refusal(
    'The input breaks a rule: `errorMessage` names the field and the rule; nothing changed.',
  ),
  Unauthorized: refusal(
    'No token, or an unknown, expired or revoked one. Answered with HTTP 401 and `statusCode: 401`; the app signs the user out.',
  ),
  Forbidden: refusal("The signed-in user's role lacks the permission this call needs; nothing changed."),
  NotFound: refusal('The record named by the input does not exist in this firm.'),
  Conflict: refusal(
    'A clash with what is stored (a duplicate, a document no longer in the state the call needs), or a warning the user may override: an `errorMessage` starting with `Confirm:` means the same request sent again with `confirmWarnings: true` goes through.',
  ),
} as const

/** The schemas the contracts export by name, keyed by their component name (`TokenSchema` → `Token`). */
function namedSchemas(exports: Record<string, unknown>): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {}
  const seen = new Set<unknown>()
  for (const [name, value] of Object.entries(exports)) {
    if (!isSchema(value) || seen.has(value) || !name.endsWith('Schema')) continue
    seen.add(value)
    named[name.slice(0, -'Schema'.length)] = value
  }
  return named
}

/** Adds the doc comments of a named schema and its fields to its JSON Schema. */
function describe(schema: JsonSchema, exportName: string, comments: DocComments): JsonSchema {
  const described: Json = { ...schema }
  const own = comments.get(exportName)
  if (own) described.description = own
  const properties = (schema as Json).properties as Record<string, Json> | undefined
  if (properties) {
    described.properties = Object.fromEntries(
      Object.entries(properties).map(([field, property]) => {
        const note = comments.get(`${exportName}.${field}`)
        return [field, note ? { ...property, description: note } : property]
      }),
    )
  }
  return described as JsonSchema
}

/** What the conventional calls of a master do, for those without a comment of their own. */
const CONVENTIONAL: Record<string, string> = {
  list: 'One page of the list, with the total count of the filtered set.',
  model: 'One record by its key.',
  addUpdate: 'Adds a record (empty key) or updates the one whose key is given.',
  remove: 'Deletes a record that nothing refers to; answers null.',
  changeStatus: 'Turns a record active or inactive; answers the new isActive.',
  lookup: 'The active records, as pickers offer them.',
}

/** The name of the exported constant holding each endpoint table (the api's keys may differ). */
function tableNames(source: OpenApiSource): Map<EndpointTable, string> {
  const names = new Map<EndpointTable, string>()
  const tables = new Set<unknown>(Object.values(source.api))
  for (const [name, value] of Object.entries(source.exports)) {
    if (tables.has(value) && !names.has(value as EndpointTable)) names.set(value as EndpointTable, name)
  }
  return names
}

function envelope(data: JsonSchema, paged: boolean): Json {
  return {
    type: 'object',
    required: ['statusCode', 'responseData', 'errorMessage'],
    properties: {
      statusCode: { const: 200 },
      responseData: {
        type: 'object',
        required: paged ? ['data', 'totalCount'] : ['data'],
        properties: {
          data,
          totalCount: paged
            ? {
                type: 'integer',
                minimum: 0,
                description: 'Rows in the whole filtered set, not just this page.',
              }
            : { type: 'number' },
          totals: { $ref: '#/components/schemas/ColumnTotals' },
        },
      },
      errorMessage: { type: 'null' },
    },
  }
}

function parameters(query: v.GenericSchema, convert: (s: v.GenericSchema) => JsonSchema): Json[] {
  const object = convert(query) as Json
  const required = new Set((object.required as string[] | undefined) ?? [])
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }))
}

const REF = /#\/components\/schemas\/([\w.]+)/g
const refsIn = (schema: unknown) => [...JSON.stringify(schema).matchAll(REF)].map((match) => match[1]!)

/**
 * The answers' data schemas in one conversion: named schemas become components that refer to each
 * other; an endpoint's unnamed data schema is keyed `<module>.<name>` and inlined into its operation.
 */
function convertAnswers(source: OpenApiSource, named: Record<string, v.GenericSchema>) {
  const nameOf = new Map<unknown, string>(Object.entries(named).map(([name, schema]) => [schema, name]))
  const definitions: Record<string, v.GenericSchema> = { ...named }
  const dataKey = new Map<EndpointDef, string>()
  for (const [moduleName, table] of Object.entries(source.api)) {
    for (const [name, def] of Object.entries(table)) {
      const key = nameOf.get(def.data) ?? `${moduleName}.${name}`
      if (!definitions[key]) {
        definitions[key] = def.data
        nameOf.set(def.data, key)
      }
      dataKey.set(def, key)
    }
  }
  const converted = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<string, JsonSchema>
  const dataOf = (def: EndpointDef): JsonSchema => {
    const key = dataKey.get(def)!
    return named[key] ? { $ref: `#/components/schemas/${key}` } : converted[key]!
  }
  return { converted, dataOf }
}

/** The OpenAPI 3.1 document of the whole API, built from the contracts alone. */
export function buildOpenApi(source: OpenApiSource): Json {
  const named = namedSchemas(source.exports)
  const { converted, dataOf } = convertAnswers(source, named)
  // Request schemas are inlined: what a client sends is the input side of pipes that may transform.
  const input = (schema: v.GenericSchema) =>
    toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' })

  const tables = tableNames(source)
  const paths: Record<string, Record<string, Json>> = {}
  const used: string[] = []
  for (const [moduleName, table] of Object.entries(source.api)) {
    const tableName = tables.get(table) ?? moduleName
    for (const [name, def] of Object.entries(table)) {
      const data = dataOf(def)
      used.push(...refsIn(data))
      const responses: Json = {
        200: def.file
          ? {
              description: 'The file itself, as an attachment.',
              content: { [def.file.contentType]: { schema: { type: 'string' } } },
            }
          : {
              description: def.paged
                ? 'One page of rows, the total count and any column totals.'
                : 'The answer.',
              content: { 'application/json': { schema: envelope(data, !!def.paged) } },
            },
        400: { $ref: '#/components/responses/BadRequest' },
      }
      if (!def.public) responses[401] = { $ref: '#/components/responses/Unauthorized' }
      if (def.access) responses[403] = { $ref: '#/components/responses/Forbidden' }
      if (def.query || def.body) responses[404] = { $ref: '#/components/responses/NotFound' }
      if (!isRead(def)) responses[409] = { $ref: '#/components/responses/Conflict' }
      const note = source.comments.get(`${tableName}.${name}`)
      const operation: Json = {
        operationId: `${moduleName}.${name}`,
        tags: [moduleName],

        security: def.public ? [] : [{ bearer: [] }],
        responses,
      }
      const summary = note ?? CONVENTIONAL[name]
      if (summary) operation.summary = summary
      if (def.access) {
        operation.description = `Needs the role permission "${def.access.action}" on module ${def.access.moduleId}.`
      }
      if (def.query) operation.parameters = parameters(def.query, input)
      if (def.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: input(def.body) } },
        }
      }
      paths[`/${def.path}`] = { [def.method.toLowerCase()]: operation }
    }
  }

  // Components: the schemas the answers refer to, and the ones those refer to in turn.
  const schemas: Record<string, JsonSchema> = {}
  while (used.length > 0) {
    const name = used.pop()!
    if (schemas[name] || !converted[name]) continue
    schemas[name] = named[name]
      ? describe(converted[name], `${name}Schema`, source.comments)
      : converted[name]
    used.push(...refsIn(converted[name]))
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'MandiDesk API',
      version: source.version,
      description:
        'Every call answers an envelope `{ statusCode, responseData: { data, totalCount?, totals? }, errorMessage }`. A refusal answers `responseData: null` and an `errorMessage`; nothing changes. Paged lists answer `totalCount` for the whole filtered set.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token Account/Login answers.' },
      },
      responses: RESPONSES,
      schemas: {
        ...Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
        ColumnTotals: {
          type: 'object',
          additionalProperties: { type: 'number' },
          description:
            'Sums over the whole filtered set (not just the page), keyed by the row field they add up, in its unit.',
        },
        Failure: {
          type: 'object',
          required: ['statusCode', 'responseData', 'errorMessage'],
          properties: {
            statusCode: { type: 'integer', description: 'The same as the HTTP status.' },
            responseData: { type: 'null' },
            errorMessage: { type: 'string' },
          },
        },
      },
    },
  }
}
