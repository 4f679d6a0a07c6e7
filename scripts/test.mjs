// `npm test`: everything CI checks, in one run with one closing line (see scripts/lib/run-tests.ts).
// Node 20 cannot run TypeScript by itself, so the runner is loaded through tsx.
import { register } from 'tsx/esm/api'

register()
const { runTests } = await import('./lib/run-tests.ts')
process.exitCode = await runTests()
