/** Cells a spreadsheet would run as a formula (CSV injection) get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** RFC 4180 text with CRLF line ends and a BOM so Excel reads ₹ and Devanagari as UTF-8. */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: Chromium reads the blob asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
