import * as v from 'valibot'
import { PAGE_SIZE } from '../../contracts'

/**
 * Values seen in earlier answers, by field name without case (`TokenKeyID` and `tokenKeyID` are one):
 * a read that needs a key takes one the backend itself answered.
 */
export class SeenValues {
  readonly #values = new Map<string, string | number>()

  /** Remembers the first non-empty scalar of every field, a few levels deep. */
  collect(value: unknown, depth = 0): void {
    if (depth > 4 || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 5)) this.collect(item, depth + 1)
      return
    }
    for (const [key, field] of Object.entries(value)) {
      const name = key.toLowerCase()
      const usable = (typeof field === 'string' && field !== '') || (typeof field === 'number' && field > 0)
      if (!usable) this.collect(field, depth + 1)
      else if (!this.#values.has(name)) this.#values.set(name, field as string | number)
      if (typeof field === 'string' && ISO_DATE.test(field) && !this.#values.has(ANY_DATE)) {
        this.#values.set(ANY_DATE, field.slice(0, 10))
      }
    }
  }

  get(name: string): string | number | undefined {
    return this.#values.get(name.toLowerCase())
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/
/** The first date any answer held, for a required date filter. */
const ANY_DATE = '*date'

/** What every paged list asks for: the first page. */
const FIRST_PAGE = { pageNo: 0, pageSize: PAGE_SIZE }

const GIVE_UP = Symbol('give up')

type Loose = v.GenericSchema & {
  pipe?: v.GenericSchema[]
  wrapped?: v.GenericSchema
  entries?: v.ObjectEntries
}

/** The schema under pipes, optionals and nullables: what type a field really is. */
function base(schema: v.GenericSchema | undefined): Loose | undefined {
  let at = schema as Loose | undefined
  while (at?.pipe || at?.wrapped) at = (at.pipe?.[0] ?? at.wrapped) as Loose
  return at
}

/** A value for a required field: one seen under its name, a date, a first page, a list's first option. */
function guess(key: string, field: Loose | undefined, seen: SeenValues): unknown {
  const known = seen.get(key)
  if (known !== undefined) return field?.type === 'string' ? String(known) : known
  if (key in FIRST_PAGE) return FIRST_PAGE[key as keyof typeof FIRST_PAGE]
  if (/date$/i.test(key)) return seen.get(ANY_DATE) ?? GIVE_UP
  // `tokenKeyIDs`: a list of one key seen under the singular name.
  const one = key.endsWith('s') ? seen.get(key.slice(0, -1)) : undefined
  if (field?.type === 'array' && one !== undefined) return [one]
  if (field?.type === 'boolean') return false
  const options = (field as { options?: unknown[] } | undefined)?.options
  if (field?.type === 'picklist' && options?.length) return options[0]
  return GIVE_UP
}

/**
 * An input the endpoint's own schema accepts, built from the first page and values seen so far, or
 * null when a required field has no known value yet. Query values are sent as strings.
 */
export function sampleInput(
  schema: v.GenericSchema,
  seen: SeenValues,
  as: 'query' | 'body',
): Record<string, unknown> | null {
  const input: Record<string, unknown> = {}
  const entries = base(schema)?.entries ?? {}
  for (let round = 0; round < 8; round++) {
    const result = v.safeParse(schema, input, { abortEarly: false })
    if (result.success) return input
    let progressed = false
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      if (typeof key !== 'string' || input[key] !== undefined) continue
      const value = guess(key, base(entries[key]), seen)
      if (value === GIVE_UP) return null
      input[key] = as === 'query' ? String(value) : value
      progressed = true
    }
    // A value was refused, or only a rule across fields is left: nothing more to guess.
    if (!progressed) return null
  }
  return null
}
