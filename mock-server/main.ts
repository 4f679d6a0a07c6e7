import { parseArgs } from 'node:util'
import { isValidIsoDate } from '../contracts'
import { buildServer, DEFAULT_TODAY } from './app'
import { SCRYPT_COST } from './auth/passwords'

const USAGE = `Usage: node --import tsx mock-server/main.ts [options]
  --port <n>       port (default MOCK_PORT or 4000)
  --host <host>    interface (default 127.0.0.1)
  --data <file>    keep state across restarts: snapshot <file>, journal <file>.journal,
                   uploads <file>.files/ (each answer waits until its change is on disk)
  --today <date>   business date YYYY-MM-DD (default MOCK_TODAY or ${DEFAULT_TODAY})
  --latency <ms>   delay added to every API call
  --markets <n>    generated markets added to the seed
  --tokens <n>     generated historic tokens (with their vehicles) added to the seed
  --password-cost <n>
                   scrypt N for password hashes, a power of two from 1024 (default: the
                   production cost); test runs that sign in hundreds of times lower it
  --no-history     seed the firm, masters, markets, people and parties without the market days
  --history-days <n>
                   market days of history before today (default 60); a few seed in a
                   fraction of the time where only the path through the rows matters
  --admin          mount /__mock routes even when NODE_ENV=production
  --trust-proxy    behind one reverse proxy: the client address is its X-Forwarded-For
                   (default MOCK_TRUST_PROXY=1, else off)`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, got "${value}"`)
  return Number(value)
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        today: { type: 'string' },
        latency: { type: 'string' },
        markets: { type: 'string' },
        tokens: { type: 'string' },
        'password-cost': { type: 'string' },
        'no-history': { type: 'boolean', default: false },
        'history-days': { type: 'string' },
        admin: { type: 'boolean', default: false },
        'trust-proxy': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    fail((error as Error).message)
  }
}

const parsed = parseOptions()
if (parsed.help) {
  console.log(USAGE)
  process.exit(0)
}

const port = wholeNumber('port', parsed.port ?? process.env.MOCK_PORT, 4000)
const today = parsed.today ?? process.env.MOCK_TODAY ?? DEFAULT_TODAY
if (!isValidIsoDate(today)) fail(`--today must be a date as YYYY-MM-DD, got "${today}"`)

const passwordCost = wholeNumber('password-cost', parsed['password-cost'], SCRYPT_COST)
// scrypt needs a power of two; below 2^10 a hash is no hash at all, even for a test run.
if (passwordCost < 2 ** 10 || (passwordCost & (passwordCost - 1)) !== 0)
  fail(`--password-cost must be a power of two from 1024, got "${parsed['password-cost']}"`)

const app = buildServer({
  today,
  dataFile: parsed.data,
  latencyMs: wholeNumber('latency', parsed.latency, 0),
  extraMarkets: wholeNumber('markets', parsed.markets, 0),
  extraTokens: wholeNumber('tokens', parsed.tokens, 0),
  history: !parsed['no-history'],
  historyDays:
    parsed['history-days'] === undefined ? undefined : wholeNumber('history-days', parsed['history-days'], 0),
  enableAdmin: parsed.admin || undefined,
  trustProxy: parsed['trust-proxy'] || process.env.MOCK_TRUST_PROXY === '1',
  passwordCost,
  // Warnings include a cut-off journal record skipped at start.
  logger: { level: 'warn' },
})

try {
  const address = await app.listen({ port, host: parsed.host })
  console.log(
    `MandiDesk mock API on ${address} (today ${today}${parsed.data ? `, data ${parsed.data}` : ''})`,
  )
} catch (error) {
  console.error(`Could not start the mock API: ${(error as Error).message}`)
  process.exit(1)
}

let closing = false
const stop = async () => {
  if (closing) return
  closing = true
  // Closing flushes a pending data-file write before the process ends.
  await app.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
