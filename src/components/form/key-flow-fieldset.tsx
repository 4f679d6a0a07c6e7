import type { KeyboardEvent, ReactNode } from 'react'
import { FORM_FIELD_SELECTOR, formKeyAction, formKeyHint, stepFrom } from './form-keys'

export interface KeyFlowFieldsetProps {
  /** The group's accessible name, e.g. 'Vehicle and tokens'. */
  label: string
  /** What Alt+N adds ('add token'), with the handler that adds it; without it Alt+N does nothing. */
  addLine?: { hint: string; run: () => void }
  children: ReactNode
}

/**
 * The fields of a form made to be filled from the keyboard: Enter moves to the next field (after the
 * last, to Submit), Shift+Enter back, Ctrl+Enter saves, Alt+N adds a line. The hint line says so.
 */
export function KeyFlowFieldset({ label, addLine, children }: KeyFlowFieldsetProps) {
  const onKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const root = event.currentTarget
    // Keys from a dialog opened over the form (portalled, outside it on the page) are that dialog's.
    if (!root.contains(event.target as Node)) return
    const action = formKeyAction(event)
    if (!action) return
    const formElement = root.closest('form')
    if (action === 'save') {
      event.preventDefault()
      event.stopPropagation()
      formElement?.requestSubmit()
      return
    }
    if (action === 'addLine') {
      if (!addLine) return
      event.preventDefault()
      event.stopPropagation()
      addLine.run()
      return
    }
    const fields = [...root.querySelectorAll<HTMLElement>(FORM_FIELD_SELECTOR)]
    const current = fields.indexOf(event.target as HTMLElement)
    // Enter inside an open list (a select's options live in a portal) is the list's own.
    if (current < 0) return
    event.preventDefault()
    event.stopPropagation()
    const next = stepFrom(current, fields.length, action === 'previous')
    if (next !== null) fields[next]!.focus()
    else if (action === 'next') formElement?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus()
  }
  // A select's trigger or a checkbox would act on Enter itself (open, tick): the keys are taken before
  // it sees them. A text box hears them first (a combobox's search chooses the highlighted option).
  const isButton = (event: KeyboardEvent) => (event.target as HTMLElement).tagName === 'BUTTON'

  return (
    <fieldset
      aria-label={label}
      className="contents"
      onKeyDownCapture={(event) => isButton(event) && onKey(event)}
      onKeyDown={(event) => !isButton(event) && onKey(event)}
    >
      <p className="text-xs text-slate-500 sm:col-span-2">{formKeyHint(addLine?.hint)}</p>
      {children}
    </fieldset>
  )
}
