export { formatDenomination } from './denomination'
export { DocumentStatusBadge, documentStatusText, modeText, ONLY_ACTIVE } from './document-status'
export { PaymentModeFields, type PaymentModeFieldsProps } from './mode-fields'
export { NoteCount, type NoteCountProps } from './note-count'
