import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, whatever directory a script is started from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Machine-readable results of test and benchmark runs (ignored by git). */
export const REPORTS_DIR = join(ROOT, '.reports')

/** A locally installed command-line tool, run without npx's lookup. */
export const bin = (name: string): string => join(ROOT, 'node_modules', '.bin', name)
