import { financialYearLabel } from '../core/date-range'

/**
 * Money documents are numbered per market per financial year (1 April to 31 March), e.g.
 * `F/26-27/00001`: a prefix naming the kind, the year's label and a five-digit sequence that restarts
 * each year. Cancelled documents keep their numbers, so a sequence only goes up.
 */

/**
 * The kinds of numbered documents: farmer bill, buyer bill, payment voucher, receipt voucher, expense,
 * manual Cash & Bank entry.
 */
export const DOCUMENT_PREFIX = {
  FarmerBill: 'F',
  BuyerBill: 'B',
  Payment: 'PV',
  Receipt: 'RV',
  Expense: 'EX',
  CashBank: 'CB',
} as const
export type DocumentPrefix = (typeof DOCUMENT_PREFIX)[keyof typeof DOCUMENT_PREFIX]

/** A document's number as printed: `documentNo('F', '2026-11-21', 1)` → `F/26-27/00001`. */
export const documentNo = (prefix: DocumentPrefix, date: string, sequence: number): string =>
  `${prefix}/${financialYearLabel(date)}/${String(sequence).padStart(5, '0')}`

/** Where a document's sequence is counted: one counter per market, kind and financial year. */
export const documentSeries = (marketKeyID: string, prefix: DocumentPrefix, date: string): string =>
  `${marketKeyID}|${prefix}|${financialYearLabel(date)}`

/** The sequence number inside a document number (`F/26-27/00042` → 42). */
export const documentSequence = (no: string): number => Number(no.slice(no.lastIndexOf('/') + 1))
