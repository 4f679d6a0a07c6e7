import { financialYear, financialYearLabel } from '../core/date-range'

/**
 * Money documents are numbered per market per financial year (1 April to 31 March), e.g.
 * `F/26-27/00001`: a prefix naming the kind, the year's label and a five-digit sequence that restarts
 * each year. Cancelled documents keep their numbers, so a sequence only goes up.
 */

/**
 * The kinds of numbered documents: farmer bill, buyer bill, payment voucher, receipt voucher, expense,
 * manual Cash & Bank entry, crate movement.
 */
export const DOCUMENT_PREFIX = {
  FarmerBill: 'F',
  BuyerBill: 'B',
  Payment: 'PV',
  Receipt: 'RV',
  Expense: 'EX',
  CashBank: 'CB',
  CrateMovement: 'CR',
} as const
export type DocumentPrefix = (typeof DOCUMENT_PREFIX)[keyof typeof DOCUMENT_PREFIX]

/** A document's number as printed: `documentNo('F', '2026-11-21', 1)` → `F/26-27/00001`. */
export const documentNo = (prefix: DocumentPrefix, date: string, sequence: number): string =>
  `${prefix}/${financialYearLabel(date)}/${String(sequence).padStart(5, '0')}`

/**
 * Where a document's sequence is counted: one counter per market, kind and financial year. The year is
 * written in full (`2026-27`): the printed label's two digits would put 1926 in 2026's series.
 */
export const documentSeries = (marketKeyID: string, prefix: DocumentPrefix, date: string): string =>
  `${marketKeyID}|${prefix}|${financialYear(date)}`

/**
 * The series a data file saved before the full year was used counts in (`26-27`); only this century's
 * years ever had numbers there.
 */
export const legacyDocumentSeries = (
  marketKeyID: string,
  prefix: DocumentPrefix,
  date: string,
): string | null =>
  date >= '2000-04-01' && date < '2100-04-01' ? `${marketKeyID}|${prefix}|${financialYearLabel(date)}` : null

/** The sequence number inside a document number (`F/26-27/00042` → 42). */
export const documentSequence = (no: string): number => Number(no.slice(no.lastIndexOf('/') + 1))
