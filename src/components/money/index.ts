export { formatDenomination } from './denomination'
export { DocumentStatusBadge, documentStatusText, modeText, ONLY_ACTIVE } from './document-status'
export { NoteCount, type NoteCountProps } from './note-count'
