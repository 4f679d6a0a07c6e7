import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { benchScripts, runBenchSmoke } from './bench-smoke'
import { ROOT } from './paths'

describe('bench smoke', () => {
  it('runs the script of every bench npm script, and no other', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const benched = Object.entries(scripts)
      .filter(([name]) => name === 'bench' || name.startsWith('bench:'))
      .map(([, command]) => /scripts\/bench[a-z-]*\.ts/.exec(command)?.[0])
      .sort()
    expect([...benchScripts()].sort()).toEqual(benched)
  })

  it('lets every bench take --smoke', () => {
    for (const script of benchScripts()) {
      expect(readFileSync(join(ROOT, script), 'utf8'), script).toMatch(/\bSMOKE\b|benchOptions\(/)
    }
  })
})

describe('runBenchSmoke', () => {
  let dir = ''
  const bench = async (name: string, body: string) => {
    const file = join(dir, `${name}.mjs`)
    await writeFile(file, body)
    return file
  }
  // Each prints its lines with pauses between, so run side by side their output would interleave.
  const chatty = (word: string, exit: number) =>
    `for (let i = 0; i < 3; i++) { console.log('${word} ' + i + ' port ' + process.env.BENCH_PORT_BASE); await new Promise((r) => setTimeout(r, 50)) }\nif (${exit}) { console.error('${word} broke'); process.exit(${exit}) }\n`

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mandidesk-bench-smoke-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('counts a bench that exits non-zero as a failed test named in the output, and the others as passed', async () => {
    const printed: string[] = []
    const scripts = [await bench('good', chatty('good', 0)), await bench('broken', chatty('broken', 3))]
    const tally = await runBenchSmoke({
      scripts,
      concurrency: 2,
      portBase: 6000,
      print: (t) => printed.push(t),
    })
    expect(tally).toEqual({ passed: 1, failed: 1, skipped: 0 })
    const broken = printed.find((t) => t.includes('broken.mjs'))
    expect(broken).toMatch(/broken broke/)
    expect(broken).toMatch(/broken\.mjs: FAILED in/)
    expect(printed.find((t) => t.includes('good.mjs'))).toMatch(/good\.mjs: ran in/)
  })

  it('prints each bench whole, on its own block of ports, when two run at once', async () => {
    const printed: string[] = []
    const scripts = [await bench('one', chatty('one', 0)), await bench('two', chatty('two', 0))]
    await runBenchSmoke({ scripts, concurrency: 2, portBase: 6000, print: (t) => printed.push(t) })
    expect(printed).toHaveLength(2)
    for (const word of ['one', 'two']) {
      const block = printed.find((t) => t.includes(`${word}.mjs`)) ?? ''
      expect(block).toContain(`${word} 0`)
      expect(block).not.toContain(`${word === 'one' ? 'two' : 'one'} 0`)
    }
    const bases = printed.map((t) => /port (\d+)/.exec(t)?.[1]).sort()
    expect(bases).toEqual(['6000', '6005'])
  })

  it('counts a bench that cannot start as failed', async () => {
    const tally = await runBenchSmoke({ scripts: [join(dir, 'missing.ts')], print: () => {} })
    expect(tally).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })
})
