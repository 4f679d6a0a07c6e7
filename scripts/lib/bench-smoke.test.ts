import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchScripts } from './bench-smoke'
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
    expect(benchScripts()).toEqual(benched)
  })

  it('lets every bench take --smoke', () => {
    for (const script of benchScripts()) {
      expect(readFileSync(join(ROOT, script), 'utf8'), script).toMatch(/\bSMOKE\b|benchOptions\(/)
    }
  })
})
