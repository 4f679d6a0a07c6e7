import { type Ref, type RefCallback, useLayoutEffect, useRef } from 'react'

/**
 * Keeps the cursor where the user was when a field rewrites what they typed (regrouping, dropped
 * characters). React would otherwise put it at the end of the new value.
 */
export function useCaret(forward?: Ref<HTMLInputElement>) {
  const element = useRef<HTMLInputElement | null>(null)
  const pending = useRef<number | null>(null)

  // Runs after React has written the new value, so the position sticks.
  useLayoutEffect(() => {
    const input = element.current
    if (pending.current === null || !input) return
    if (input === document.activeElement) input.setSelectionRange(pending.current, pending.current)
    pending.current = null
  })

  const ref: RefCallback<HTMLInputElement> = (input) => {
    element.current = input
    if (typeof forward === 'function') forward(input)
    else if (forward) forward.current = input
  }

  /** After a change of `input` that will show `next` (was `previous`), put the cursor at `caret`. */
  const place = (input: HTMLInputElement, next: string, previous: string, caret: number) => {
    if (next === previous) {
      // Nothing changes, so React won't render: restore the text and cursor now.
      input.value = next
      input.setSelectionRange(caret, caret)
    } else if (next !== input.value) {
      pending.current = caret
    }
  }

  return { ref, place }
}
