// `npm run openapi`: writes docs/openapi.json from the contracts (a test fails while it is out of date).
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { contractOpenApi } from '../mock-server/openapi'

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url))
const document = contractOpenApi()
writeFileSync(target, JSON.stringify(document))
// In the repository's own JSON style, so `biome check .` stays clean.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' })
console.log(`docs/openapi.json: ${Object.keys(document.paths as object).length} endpoints`)
