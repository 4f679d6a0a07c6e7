import type { KeyboardEvent, ReactNode } from 'react'
import { formKeyAction, formKeyHint } from './form-keys'
import { KEY_FLOW_ATTRIBUTE } from './use-form-keys'

export interface KeyFlowFieldsetProps {
  /** The group's accessible name, e.g. 'Vehicle and tokens'. */
  label: string
  /** What Alt+N adds ('add token'), with the handler that adds it; without it Alt+N does nothing. */
  addLine?: { hint: string; run: () => void }
  children: ReactNode
}

/**
 * The fields of a form filled in a rush, with the hint line of the form's keys (the keys themselves
 * are every form's: useFormKeys) and Alt+N to add a line.
 */
export function KeyFlowFieldset({ label, addLine, children }: KeyFlowFieldsetProps) {
  const onKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    // Keys from a dialog opened over the form (portalled, outside it on the page) are that dialog's.
    if (!addLine || !event.currentTarget.contains(event.target as Node)) return
    if (formKeyAction(event) !== 'addLine') return
    event.preventDefault()
    event.stopPropagation()
    addLine.run()
  }
  return (
    <fieldset aria-label={label} className="contents" onKeyDown={onKey} {...{ [KEY_FLOW_ATTRIBUTE]: '' }}>
      <p className="text-xs text-slate-500 sm:col-span-2">{formKeyHint(addLine?.hint)}</p>
      {children}
    </fieldset>
  )
}
