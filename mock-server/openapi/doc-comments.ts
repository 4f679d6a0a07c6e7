import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The contracts' doc comments, read from their sources: valibot schemas carry no comments at run time,
 * and the endpoint tables should not repeat what the comments already say.
 *
 * Keys: `Name` for a comment on `export const Name`, `Name.field` for a comment on a field (or endpoint)
 * written inside that constant.
 */
export type DocComments = ReadonlyMap<string, string>

const COMMENT = /\/\*\*([\s\S]*?)\*\/\s*(?:export\s+const\s+(\w+)|(\w+)\s*:)/g
const EXPORT = /^export\s+const\s+(\w+)/gm

/** The text of a `/** … *\/` comment, its lines joined and the leading asterisks dropped. */
function commentText(raw: string): string {
  return raw
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ')
}

/** Comments of one source file (exported names are unique across the contracts, so one map serves all). */
export function readDocComments(source: string, into = new Map<string, string>()): Map<string, string> {
  const exports = [...source.matchAll(EXPORT)].map((match) => ({ name: match[1]!, at: match.index }))
  for (const match of source.matchAll(COMMENT)) {
    const text = commentText(match[1]!)
    if (match[2]) {
      into.set(match[2], text)
      continue
    }
    const owner = exports.findLast((entry) => entry.at < match.index)
    if (owner) into.set(`${owner.name}.${match[3]}`, text)
  }
  return into
}

/** Every doc comment under `contracts/` (tests excluded). */
export function contractDocComments(dir: string): DocComments {
  const comments = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(path)
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        readDocComments(readFileSync(path, 'utf8'), comments)
      }
    }
  }
  walk(dir)
  return comments
}
