import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as contracts from '../../contracts'
import { contractDocComments } from './doc-comments'
import { buildOpenApi } from './document'

const CONTRACTS_DIR = fileURLToPath(new URL('../../contracts', import.meta.url))
const PACKAGE_JSON = new URL('../../package.json', import.meta.url)

/** The OpenAPI document of this repository's contracts. */
export function contractOpenApi(): Record<string, unknown> {
  const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }
  return buildOpenApi({
    api: contracts.api,
    exports: contracts,
    comments: contractDocComments(CONTRACTS_DIR),
    version,
  })
}
