export { CratesHeldLines } from './crates-held'
export { DocumentLoading } from './document-loading'
export { LABELS, type LabelKey, type Labels, labelsFor, PRINT_LANGUAGES, type PrintLanguage } from './labels'
export { LinkQr } from './link-qr'
export {
  crateChargeMoneyLines,
  type MoneyLine,
  MoneyLines,
  type MoneyLinesProps,
  otherMoneyLines,
  serviceMoneyLines,
} from './money-lines'
export { openDocument } from './open-document'
export {
  type MetaRow,
  type PaperSize,
  PrintDocument,
  type PrintDocumentProps,
  type PrintFirm,
  type PrintSettings,
  usePrintSettings,
} from './print-document'
export { PrintedTable, type PrintedTableProps } from './printed-table'
export {
  type RunningBalanceRow,
  RunningBalanceTable,
  type RunningBalanceTableProps,
} from './running-balance-table'
export { ShareOnWhatsApp } from './share-on-whatsapp'
export { productText, rateText, SoldLines, type SoldLinesProps } from './sold-lines'
export { TotalsBlock, type TotalsBlockProps, type TotalsRow } from './totals-block'
