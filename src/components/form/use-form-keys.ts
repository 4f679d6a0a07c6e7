import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react'
import { FORM_FIELD_SELECTOR, formKeyAction, stepFrom } from './form-keys'

/** Something the user must read after a submit: a field's error or the server's refusal. */
const PROBLEM_SELECTOR = '[aria-invalid=true], [role=alert]'

/** Marks the fields of a form filled in a rush (KeyFlowFieldset), where Enter moves on instead of saving. */
export const KEY_FLOW_ATTRIBUTE = 'data-key-flow'

/**
 * The keyboard of every form: Ctrl+Enter saves from anywhere in the form, a button included. In a
 * form filled in a rush (its fields in a KeyFlowFieldset), Enter moves to the next field (after the
 * last, to Submit) and Shift+Enter back; elsewhere Enter saves, as browsers do. Spread the answer on
 * the `<form>`.
 */
export function useFormKeys(): {
  ref: RefObject<HTMLFormElement | null>
  onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void
  onKeyDownCapture: (event: KeyboardEvent<HTMLFormElement>) => void
} {
  const ref = useRef<HTMLFormElement | null>(null)
  const onKey = (event: KeyboardEvent<HTMLFormElement>) => {
    const root = event.currentTarget
    // Keys from a dialog opened over the form (portalled, outside it on the page) are that dialog's.
    if (!root.contains(event.target as Node)) return
    const action = formKeyAction(event)
    if (action === 'save') {
      event.preventDefault()
      event.stopPropagation()
      root.requestSubmit()
      return
    }
    if (action !== 'next' && action !== 'previous') return
    if (!root.querySelector(`[${KEY_FLOW_ATTRIBUTE}]`)) return
    const fields = [...root.querySelectorAll<HTMLElement>(FORM_FIELD_SELECTOR)]
    const current = fields.indexOf(event.target as HTMLElement)
    // Enter on a button presses it; inside an open list (portalled options) it chooses.
    if (current < 0) return
    event.preventDefault()
    event.stopPropagation()
    const next = stepFrom(current, fields.length, action === 'previous')
    if (next !== null) fields[next]!.focus()
    else if (action === 'next') root.querySelector<HTMLButtonElement>('button[type=submit]')?.focus()
  }
  // A select's trigger or a checkbox would act on Enter itself (open, tick): the keys are taken before
  // it sees them. A text box hears them first (a combobox's search chooses the highlighted option).
  const isButton = (event: KeyboardEvent) => (event.target as HTMLElement).tagName === 'BUTTON'
  return {
    ref,
    onKeyDownCapture: (event) => {
      if (isButton(event)) onKey(event)
    },
    onKeyDown: (event) => {
      if (!isButton(event)) onKey(event)
    },
  }
}

/** Puts the cursor in the form's first field (a warning answered No: back to the values). */
export const focusFirstField = (root: HTMLElement | null): void =>
  root?.querySelector<HTMLElement>(FORM_FIELD_SELECTOR)?.focus()

/** The first field takes the cursor when the form appears, unless a field already has it. */
export function useFocusFirstField(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const root = ref.current
    if (!enabled || !root) return
    if (root.contains(document.activeElement) && document.activeElement !== root) return
    focusFirstField(root)
  }, [ref, enabled])
}

/**
 * After a submit that found a problem, the first one is scrolled into view: on a phone the message
 * may be below the fold, and Submit would seem to do nothing.
 */
export function useProblemIntoView(ref: RefObject<HTMLElement | null>, attempt: unknown): void {
  useEffect(() => {
    if (!attempt) return
    const frame = requestAnimationFrame(() => {
      ref.current?.querySelector(PROBLEM_SELECTOR)?.scrollIntoView({ block: 'center' })
    })
    return () => cancelAnimationFrame(frame)
  }, [ref, attempt])
}
