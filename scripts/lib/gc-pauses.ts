import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface GcPauses {
  kind: string
  count: number
  medianMs: number
  maxMs: number
  totalMs: number
}

/**
 * Has the mock servers this process starts from now on log their collection pauses (see
 * gc-pauses.mjs); answers a reader of the pauses between two moments, by kind.
 */
export function watchServerGc(): (fromMs: number, toMs: number) => GcPauses[] {
  const file = join(tmpdir(), `mock-gc-${process.pid}.log`)
  rmSync(file, { force: true })
  process.env.GC_PAUSES_FILE = file
  const preload = `--import ${new URL('./gc-pauses.mjs', import.meta.url).pathname}`
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ')
  return (fromMs, toMs) => {
    const byKind = new Map<string, number[]>()
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    for (const line of text.split('\n')) {
      const [at, kind, ms] = line.split(' ')
      if (!kind || Number(at) < fromMs || Number(at) > toMs) continue
      byKind.set(kind, [...(byKind.get(kind) ?? []), Number(ms)])
    }
    return [...byKind].map(([kind, pauses]) => {
      const sorted = pauses.sort((a, b) => a - b)
      return {
        kind,
        count: sorted.length,
        medianMs: sorted[Math.floor(sorted.length / 2)]!,
        maxMs: sorted.at(-1)!,
        totalMs: Math.round(sorted.reduce((sum, ms) => sum + ms, 0)),
      }
    })
  }
}
