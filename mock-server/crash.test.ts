import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { runCrashRounds } from '../scripts/lib/crash-rounds'

const dir = mkdtempSync(join(tmpdir(), 'mandidesk-crash-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The short form of `npm run bench:crash`: the CLI killed with SIGKILL while creates are answered.
// Seeded without the market days' history, so a restart reads kilobytes back, not the 200 MB the
// bench's restarts read; the journal and its replay are the same code either way.
it('keeps every create answered 200 through kills of the server mid-burst', async () => {
  const results = await runCrashRounds({
    dataFile: join(dir, 'state.json'),
    rounds: 3,
    killAfterMs: [100, 600],
    args: ['--no-history'],
  })
  expect(results.every((r) => r.acknowledged > 0)).toBe(true)
  expect(results.flatMap((r) => r.lost)).toEqual([])
}, 180_000)
