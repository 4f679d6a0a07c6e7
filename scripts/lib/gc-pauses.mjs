// Loaded into the mock server (`--import`) by a bench run with `--gc`: appends every garbage
// collection pause of the process to GC_PAUSES_FILE as `<epoch ms> <kind> <ms>`, so the bench can
// tell a slow save from a collection that stalled every connection at once.
import { appendFileSync } from 'node:fs'
import { constants, PerformanceObserver } from 'node:perf_hooks'

const file = process.env.GC_PAUSES_FILE
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental-marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
}
if (file) {
  new PerformanceObserver((list) => {
    const lines = list
      .getEntries()
      .map(
        (e) =>
          `${Math.round(performance.timeOrigin + e.startTime)} ${KINDS[e.detail?.kind] ?? 'other'} ${e.duration.toFixed(1)}\n`,
      )
    appendFileSync(file, lines.join(''))
  }).observe({ entryTypes: ['gc'] })
}
