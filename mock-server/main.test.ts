import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'mandidesk-main-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function start(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', ...args], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function firstLine(child: ChildProcess): Promise<string> {
  let text = ''
  for await (const chunk of child.stdout!) {
    text += chunk
    if (text.includes('\n')) return text.split('\n')[0]!
  }
  throw new Error('the server printed nothing')
}

describe('main.ts', () => {
  it('prints one line with its URL, serves, and exits cleanly on SIGTERM, writing its data file', async () => {
    const dataFile = join(dir, 'state.json')
    // Port 0: the system picks a free port, so parallel runs never collide. Without the market days'
    // history the data file written at start is kilobytes, not 200 MB.
    const child = start([
      '--port',
      '0',
      '--data',
      dataFile,
      '--latency',
      '5',
      '--today',
      '2026-11-20',
      '--no-history',
    ])
    const line = await firstLine(child)
    const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]
    expect(line).toMatch(
      /^MandiDesk mock API on http:\/\/127\.0\.0\.1:\d+ \(today 2026-11-20, data .*state\.json\)$/,
    )
    const health = await fetch(`${url}/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    expect(existsSync(dataFile)).toBe(true)
  }, 30_000)

  it('refuses a bad option with a usage message', async () => {
    const child = start(['--today', '2026-02-30'])
    let errors = ''
    child.stderr!.on('data', (chunk) => (errors += chunk))
    const [code] = await once(child, 'exit')
    expect(code).toBe(2)
    expect(errors).toMatch(/--today must be a date as YYYY-MM-DD/)
    expect(errors).toMatch(/Usage:/)
  }, 30_000)

  it('refuses a password cost that is not a power of two from 1024', async () => {
    const child = start(['--password-cost', '1000'])
    let errors = ''
    child.stderr!.on('data', (chunk) => (errors += chunk))
    const [code] = await once(child, 'exit')
    expect(code).toBe(2)
    expect(errors).toMatch(/--password-cost must be a power of two from 1024, got "1000"/)
  }, 30_000)
})
