import {
  type DocumentPrefix,
  documentNo,
  documentSeries,
  legacyDocumentSeries,
  nextInSequence,
} from '../../contracts'
import type { Store } from '../store/store'

/**
 * Takes the next number of a market's series of money documents (farmer bills, buyer invoices,
 * vouchers, expenses) for the financial year of `date`. Call it inside the `Store.write` that saves
 * the document: the counter moves in the same synchronous write, so concurrent documents never share
 * or skip a number, and a write that fails gives its number back.
 */
export function takeDocumentNo(
  store: Store,
  marketKeyID: string,
  prefix: DocumentPrefix,
  date: string,
): string {
  const series = documentSeries(marketKeyID, prefix, date)
  const legacy = legacyDocumentSeries(marketKeyID, prefix, date)
  // A year a data file began under the two-digit key counts on from there, never from 1 again.
  const last = store.documentSeries.get(series) ?? (legacy ? store.documentSeries.get(legacy) : undefined)
  const sequence = nextInSequence(last?.lastSequence)
  store.documentSeries.set({ series, lastSequence: sequence })
  return documentNo(prefix, date, sequence)
}
