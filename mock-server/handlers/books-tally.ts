import type { FileDownload } from '../../contracts'
import { conflict } from '../errors'
import type { Journal } from './books-journal'

/**
 * The Tally export of a journal: one XML file in Tally's import format, ledger masters first, then
 * the vouchers. Until the writer is in place the call refuses cleanly instead of answering a file
 * Tally would reject.
 */
export function tallyExport(_journal: Journal, _period: { fromDate: string; toDate: string }): FileDownload {
  throw conflict('Export to Tally is not available yet.')
}
