// `npm run bench:crash`: kills the mock server with SIGKILL in the middle of bursts of creates, restarts
// it on the same data file and counts acknowledged (200) creates that are gone. Exits 1 if any is.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchOptions, serverArgs } from './lib/bench-mode'
import { runCrashRounds } from './lib/crash-rounds'

const values = benchOptions({ rounds: '20' }, { rounds: '1' })
const rounds = Number(values.rounds)
if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 200)) throw new Error('--rounds must be 1-200')

const dir = await mkdtemp(join(tmpdir(), 'mandidesk-crash-'))
try {
  const results = await runCrashRounds({
    dataFile: join(dir, 'state.json'),
    rounds,
    args: serverArgs,
    log: (line) => console.log(line),
  })
  const acknowledged = results.reduce((sum, r) => sum + r.acknowledged, 0)
  const lost = results.flatMap((r) => r.lost)
  console.log(`\n${rounds} crashes, ${acknowledged} acknowledged creates, ${lost.length} lost`)
  if (lost.length > 0) {
    console.log(`Lost: ${lost.slice(0, 20).join(', ')}${lost.length > 20 ? ', …' : ''}`)
    process.exitCode = 1
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
