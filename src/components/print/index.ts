export { LABELS, type LabelKey, type Labels, labelsFor, PRINT_LANGUAGES, type PrintLanguage } from './labels'
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
