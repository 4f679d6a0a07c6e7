import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startEarly } from './early-start'

/** Prepares at once, then does its "real work" only once its go file exists, and exits 3. */
const PREPARE_THEN_WAIT = `echo prepared; until [ -e "$EARLY_START_GO_FILE" ]; do sleep 0.02; done; echo went; exit 3`

describe('startEarly', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('lets the command prepare but not go on until finish, then gives its exit code and output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'early-start-'))
    const files = { goFile: join(dir, 'go'), logFile: join(dir, 'log') }
    const printed: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk))
      return true
    })

    const early = await startEarly('bash', ['-c', PREPARE_THEN_WAIT], files)
    await vi.waitFor(() => expect(readFileSync(files.logFile, 'utf8')).toBe('prepared\n'))
    await sleep(200)
    expect(readFileSync(files.logFile, 'utf8')).toBe('prepared\n')

    expect(await early.finish()).toBe(3)
    expect(printed.join('')).toBe('prepared\nwent\n')
    expect(existsSync(files.goFile)).toBe(false)
  })

  it('waits even when an interrupted run left its go file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'early-start-'))
    const files = { goFile: join(dir, 'go'), logFile: join(dir, 'log') }
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    writeFileSync(files.goFile, '')

    const early = await startEarly('bash', ['-c', PREPARE_THEN_WAIT], files)
    await sleep(300)
    expect(readFileSync(files.logFile, 'utf8')).toBe('prepared\n')
    expect(await early.finish()).toBe(3)
  })
})
