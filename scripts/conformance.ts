// `npm run conformance -- --base <url> --user <mobile> --password <pw> [--writes] [--junit <file>]`:
// checks a backend against the contracts from outside. Exit status 1 on any difference.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { failed, junit, table } from './conformance/report'
import { runConformance } from './conformance/run'

const USAGE =
  'usage: npm run conformance -- --base <url of the API, e.g. http://localhost:4000/api> --user <mobile> --password <password> [--writes] [--junit <file>]'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    writes: { type: 'boolean', default: false },
    junit: { type: 'string' },
  },
})

if (!values.base || !values.user || !values.password) {
  console.error(USAGE)
  process.exit(2)
}

const started = performance.now()
const results = await runConformance({
  base: values.base,
  user: values.user,
  password: values.password,
  writes: values.writes,
})
const took = `${Math.round(performance.now() - started)} ms against ${values.base}${values.writes ? ' with writes' : ''}`
console.log(table(results, took))
if (values.junit) writeFileSync(values.junit, junit(results))
process.exitCode = failed(results) > 0 ? 1 : 0
