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

export const failure = (statusCode: number, errorMessage: string): Envelope<null> => ({
  statusCode,
  responseData: null,
  errorMessage,
})
