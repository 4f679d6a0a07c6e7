import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance, onSendHookHandler } from 'fastify'
import { contractOpenApi } from '.'

/** Swagger UI's own bundle and styles, served from this server so the page works without a network. */
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'"

/** Runs after the server-wide headers, so the page gets its own policy instead of `default-src 'none'`. */
const allowReference: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('Content-Security-Policy', DOCS_CSP)
  return payload
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>MandiDesk API</title>
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/init.js"></script>
  </body>
</html>
`

// No validator badge: it would send the document to a third-party site.
const INIT = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  layout: 'BaseLayout',
  persistAuthorization: false,
})
`

const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
}

/**
 * `GET /api/openapi.json` (the contracts as OpenAPI 3.1) and `GET /api/docs` (a reference page that
 * renders it). Both are public: the contract is no secret, and a backend team reads it before it has
 * a user to sign in with.
 */
export function registerApiReference(app: FastifyInstance): void {
  let document: Record<string, unknown> | null = null
  const assets = new Map<string, Buffer>()
  app.get('/api/openapi.json', async () => {
    document ??= contractOpenApi()
    return document
  })
  app.get('/api/docs', { onSend: allowReference }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  )
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  )
  app.get<{ Params: { asset: string } }>('/api/docs/:asset', async (request, reply) => {
    const asset = ASSETS[request.params.asset]
    if (!asset) return reply.callNotFound()
    let body = assets.get(asset.file)
    if (!body) {
      body = readFileSync(join(SWAGGER_DIR, asset.file))
      assets.set(asset.file, body)
    }
    return reply.type(asset.type).send(body)
  })
}
