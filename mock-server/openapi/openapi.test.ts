import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../contracts'
import { startServer } from '../test/support'
import { contractOpenApi } from '.'
import { readDocComments } from './doc-comments'

type Operation = {
  operationId: string
  summary?: string
  security: unknown[]
  responses: Record<string, unknown>
}

const generated = contractOpenApi()
const document = generated as unknown as { paths: Record<string, Record<string, Operation>> }
/** The value at a path of keys in the document, or undefined. */
const at = (...keys: string[]): unknown =>
  keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], generated)
const endpoints = Object.entries(api).flatMap(([moduleName, table]) =>
  Object.entries(table).map(([name, def]) => ({ id: `${moduleName}.${name}`, def })),
)

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by a real validator', async () => {
    const result = await new Validator().validate(generated)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
  })

  it('has every endpoint of the contracts, with its method, and nothing else', () => {
    for (const { id, def } of endpoints) {
      expect(document.paths[`/${def.path}`]?.[def.method.toLowerCase()]?.operationId, id).toBe(id)
    }
    expect(Object.keys(document.paths)).toHaveLength(endpoints.length)
  })

  it('wraps data in the envelope, with totalCount required only on paged lists', () => {
    const answer = (path: string, method: string, ...keys: string[]) =>
      at('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema', ...keys)
    const responseData = ['properties', 'responseData']
    expect(answer('/Token/GetTokenList', 'post', ...responseData, 'required')).toEqual(['data', 'totalCount'])
    expect(answer('/Token/GetTokenList', 'post', ...responseData, 'properties', 'data', 'items')).toEqual({
      $ref: '#/components/schemas/TokenRow',
    })
    expect(answer('/Token/GetTokenModel', 'get', ...responseData, 'required')).toEqual(['data'])
    expect(at('components', 'schemas', 'TokenRow', 'required')).toContain('tokenKeyID')
  })

  it('asks a Bearer token of every call but sign-in and register, and lists the refusals', () => {
    const login = document.paths['/Account/Login']!.post!
    expect(login.security).toEqual([])
    expect(login.responses[401]).toBeUndefined()
    const cancel = document.paths['/Token/CancelToken']!.post!
    expect(cancel.security).toEqual([{ bearer: [] }])
    expect(Object.keys(cancel.responses)).toEqual(['200', '400', '401', '403', '404', '409'])
  })

  it('carries the contracts’ doc comments as descriptions', () => {
    expect(document.paths['/Auction/GetTokenLines']!.post!.summary).toBe(
      "A token's live (Sold and Invoiced) lines, oldest first.",
    )
    expect(at('components', 'schemas', 'TokenRow', 'properties', 'createdDate', 'description')).toMatch(
      /^ISO date-time/,
    )
  })

  it('is committed up to date in docs/openapi.json (npm run openapi writes it)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'))
    expect(committed, 'docs/openapi.json is stale: run npm run openapi').toEqual(generated)
  })
})

describe('doc comments', () => {
  it('keys a comment by its constant, and a field comment by constant and field', () => {
    const comments = readDocComments(
      [
        '/** A lot. */',
        'export const LotSchema = v.object({',
        '  /** Crates counted. */',
        '  crates: v.number(),',
        '})',
      ].join('\n'),
    )
    expect(Object.fromEntries(comments)).toEqual({
      LotSchema: 'A lot.',
      'LotSchema.crates': 'Crates counted.',
    })
  })
})

describe('served by the mock server', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = (await startServer()).app
  })
  afterAll(() => app.close())

  it('answers the document at GET /api/openapi.json without a token', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual(generated)
  })

  it('serves the reference page and its renderer from itself, nothing from another origin', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/)
    expect(page.body).not.toMatch(/https?:\/\//)
    for (const src of page.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await app.inject({ method: 'GET', url: `/api/${src[1]}` })
      expect(asset.statusCode, src[1]).toBe(200)
    }
    const unknown = await app.inject({ method: 'GET', url: '/api/docs/../../etc/passwd' })
    expect(unknown.statusCode).toBe(404)
  })
})
