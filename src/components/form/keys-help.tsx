import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

/** The keys of every form, as the `?` dialog lists them. */
export const FORM_KEYS: readonly (readonly [key: string, what: string])[] = [
  ['Enter', 'Next field (in the gate, grading, auction and money forms); saves elsewhere'],
  ['Shift+Enter', 'Previous field'],
  ['Ctrl+Enter', 'Save, from anywhere in the form'],
  ['Alt+N', 'Add a line (a token at the gate)'],
  ['Escape', 'Close the dialog'],
  ['?', 'These keys'],
]

/** Typing a '?' into a text box is typing, not asking for help. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'button', 'submit'].includes((target as HTMLInputElement).type)))

/** `?` outside a text field shows the keys, on every screen. */
export function KeysHelp() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typesText(event.target))
        return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Keyboard keys"
      size="sm"
      footer={
        <Button onClick={() => setOpen(false)} autoFocus>
          Close
        </Button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {FORM_KEYS.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-700">{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
