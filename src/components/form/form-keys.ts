/** What a key press does in a form filled without the mouse (the gate's entry, an auction lot). */
export type FormKeyAction = 'next' | 'previous' | 'addLine' | 'save' | null

export interface KeyPress {
  key: string
  /** The physical key: Alt+N types 'ñ' or '˜' on some layouts, its code stays KeyN. */
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

/** The keys, as a form's hint line shows them; `addLine` names what Alt+N adds, when the form adds lines. */
export const formKeyHint = (addLine?: string): string =>
  [
    'Enter: next field',
    'Shift+Enter: back',
    ...(addLine ? [`Alt+N: ${addLine}`] : []),
    'Ctrl+Enter: save',
  ].join(' · ')

export function formKeyAction(press: KeyPress): FormKeyAction {
  if (press.key === 'Enter' && (press.ctrlKey || press.metaKey)) return 'save'
  if (press.code === 'KeyN' && press.altKey && !press.ctrlKey && !press.metaKey) return 'addLine'
  if (press.key === 'Enter' && !press.altKey) return press.shiftKey ? 'previous' : 'next'
  return null
}

/**
 * The field to move to from field `current` of `count`, or null past either end (after the last
 * field comes the Submit button; before the first, focus stays).
 */
export function stepFrom(current: number, count: number, back: boolean): number | null {
  const next = back ? current - 1 : current + 1
  return next >= 0 && next < count ? next : null
}

/** The controls Enter walks through, in the order they are drawn. */
export const FORM_FIELD_SELECTOR = [
  'input:not([type=hidden]):not([disabled]):not([readonly])',
  'button[role=combobox]:not([disabled])',
  'button[role=checkbox]:not([disabled])',
].join(', ')
