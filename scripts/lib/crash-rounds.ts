import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { logIn } from './demo-user'
import { ROOT } from './paths'

/**
 * Crash rounds against the real CLI with `--data`: bursts of market creates, a SIGKILL at a random
 * moment while they run, a restart on the same data file, and a check that every create answered 200
 * is there. An answer of 200 promises the change is on disk, so the count of lost ones must be 0.
 */

const GIVE_UP_MS = 30_000

export interface CrashRoundsOptions {
  dataFile: string
  rounds: number
  /** Creates sent at once per burst. */
  burst?: number
  /** The kill comes this long after the round's first acknowledged create, chosen at random in between. */
  killAfterMs?: readonly [number, number]
  /** More options for the CLI, e.g. `--no-history` where the size of the data is not what is tested. */
  args?: readonly string[]
  log?: (line: string) => void
}

export interface CrashRound {
  acknowledged: number
  lost: string[]
}

interface Started {
  child: ChildProcess
  url: string
}

/** Starts the CLI on a free port and answers once it prints its URL. */
async function startCli(dataFile: string, args: readonly string[]): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/main.ts', '--port', '0', '--data', dataFile, ...args],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stderr!.on('data', (chunk) => (output += chunk))
  for await (const chunk of child.stdout!) {
    output += chunk
    const url = /MandiDesk mock API on (http:\/\/\S+)/.exec(output)?.[1]
    if (url) return { child, url }
  }
  throw new Error(`The mock server did not start:\n${output}`)
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}

const marketBody = (marketPlaceName: string) =>
  JSON.stringify({
    marketPlaceName,
    stateID: 1,
    districtID: 1,
    talukaID: 1,
    marketAddress: 'Market Yard',
    marketMobileNo: '9876543210',
    paymentQRPhotoUrl: '/api/files/seed-qr-sangola.png',
  })

/**
 * Creates markets in bursts until the server stops answering; answers the names answered with 200.
 * `onFirst` runs at the first of them.
 */
async function createUntilKilled(
  url: string,
  token: string,
  prefix: string,
  burst: number,
  onFirst: () => void,
): Promise<string[]> {
  const acknowledged: string[] = []
  let alive = true
  for (let first = 1; alive; first += burst) {
    const names = Array.from({ length: burst }, (_, i) => `${prefix} ${first + i}`)
    await Promise.all(
      names.map(async (name) => {
        try {
          const response = await fetch(`${url}/api/Market/AddUpdateMarket`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: marketBody(name),
          })
          const envelope = (await response.json()) as { statusCode?: number }
          if (response.status === 200 && envelope.statusCode === 200) {
            if (acknowledged.push(name) === 1) onFirst()
          }
        } catch {
          // The connection died with the server: not acknowledged, so no promise was made.
          alive = false
        }
      }),
    )
  }
  return acknowledged
}

async function marketNames(url: string): Promise<Set<string>> {
  const login = await logIn(url)
  const response = await fetch(
    `${url}/api/Market/GetMarketLookupList?CompanyKeyID=${encodeURIComponent(login.companyKeyID)}`,
    { headers: { authorization: `Bearer ${login.token}` } },
  )
  const body = (await response.json()) as { responseData?: { data?: { marketPlaceName: string }[] } }
  return new Set((body.responseData?.data ?? []).map((m) => m.marketPlaceName))
}

export async function runCrashRounds(options: CrashRoundsOptions): Promise<CrashRound[]> {
  const { dataFile, rounds, burst = 40, killAfterMs = [0, 1_500], args = [], log = () => {} } = options
  const results: CrashRound[] = []
  let server = await startCli(dataFile, args)
  try {
    for (let round = 1; round <= rounds; round++) {
      const { token } = await logIn(server.url)
      const delay = killAfterMs[0] + Math.random() * (killAfterMs[1] - killAfterMs[0])
      const victim = server.child
      // Without a single acknowledged create the server is broken: it is killed anyway after a while.
      const giveUp = setTimeout(() => void kill(victim), GIVE_UP_MS)
      let killed: Promise<void> | null = null
      const prefix = `Crash ${Date.now()} r${round}`
      const acknowledged = await createUntilKilled(server.url, token, prefix, burst, () => {
        clearTimeout(giveUp)
        killed = sleep(delay).then(() => kill(victim))
      })
      clearTimeout(giveUp)
      await killed
      server = await startCli(dataFile, args)
      const present = await marketNames(server.url)
      const lost = acknowledged.filter((name) => !present.has(name))
      results.push({ acknowledged: acknowledged.length, lost })
      log(
        `round ${round}: killed after ${Math.round(delay)} ms, ${acknowledged.length} acknowledged, ${lost.length} lost`,
      )
    }
  } finally {
    await kill(server.child)
  }
  return results
}
