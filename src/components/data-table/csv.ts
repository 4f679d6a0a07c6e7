/**
 * A figure as the rows write numbers (`-27.5`, `1e-7`): a spreadsheet reads it as a number, never as
 * a formula, so it stays as it is.
 */
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i
/**
 * Text a spreadsheet may run as a formula (CSV injection): = + - @ or their full-width forms, also
 * behind spaces or control characters some importers drop.
 */
const FORMULA_START = /^[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u
const CONTROL_START = /^\p{Cc}/u
const LINE_BREAK = /(\r\n|\r|\n)/

/**
 * Text gets a leading apostrophe where a formula could start: at its beginning, before each line a
 * break starts (an importer that splits lines makes each a cell), and before a leading control character.
 */
function defused(value: string): string {
  if (NUMBER.test(value)) return value
  const lines = value
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('')
  return CONTROL_START.test(lines) ? `'${lines}` : lines
}

export function csvCell(value: string): string {
  const safe = defused(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** RFC 4180 text with CRLF line ends and a BOM so Excel reads ₹ and Devanagari as UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`

/** Hands the text to the browser as a file download. */
export const downloadCsv = (fileName: string, text: string): void =>
  downloadFile(fileName, text, 'text/csv;charset=utf-8')

/** Hands any text (a CSV, an XML for Tally) to the browser as a file of this type. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: Chromium reads the blob asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
