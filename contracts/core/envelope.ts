import * as v from 'valibot'

/**
 * Sums a paged list may send for the whole filtered set (not just the page), keyed by the row field
 * they add up, e.g. `{ netAmount: 12500.5 }`, in the unit of that field (rupees for amounts).
 */
export type ColumnTotals = Record<string, number>

/** Every enveloped answer of the API, success or failure. */
export interface Envelope<T> {
  statusCode: number
  responseData: { data: T; totalCount?: number; totals?: ColumnTotals } | null
  errorMessage: string | null
}

export const envelopeSchema = <T extends v.GenericSchema>(data: T, paged = false) =>
  v.object({
    statusCode: v.number(),
    responseData: v.nullable(
      v.object({
        data,
        totalCount: paged ? v.pipe(v.number(), v.integer(), v.minValue(0)) : v.optional(v.number()),
        totals: v.optional(v.record(v.string(), v.number())),
      }),
    ),
    errorMessage: v.nullable(v.string()),
  })

export const ok = <T>(data: T, totalCount?: number, totals?: ColumnTotals): Envelope<T> => ({
  statusCode: 200,
  responseData:
    totalCount === undefined
      ? { data }
      : totals === undefined
        ? { data, totalCount }
        : { data, totalCount, totals },
  errorMessage: null,
})

/**
 * Refusals of a request as a whole, before any handler: its body's form, an unknown path, a failure of
 * the server itself, and the faults the test controls inject in its place.
 */
export const SERVER_MESSAGES = {
  jsonOnly: 'body: must be sent as JSON (Content-Type: application/json).',
  invalidJson: 'body: is not valid JSON.',
  bodyTooLarge: (kb: number) => `body: is too large (at most ${kb} KB).`,
  failed: 'The server failed to handle this request.',
  noEndpoint: (path: string) => `path: no API endpoint /api/${path}.`,
  noSuchPath: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  wrongMethod: (path: string, method: string) => `method: /api/${path} is a ${method} endpoint.`,
  injected500: 'Injected fault: the server failed.',
  injected401: 'Injected fault: the session has ended.',
} as const

export const failure = (statusCode: number, errorMessage: string): Envelope<null> => ({
  statusCode,
  responseData: null,
  errorMessage,
})
