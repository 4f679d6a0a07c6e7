import { Button } from '@/components/ui/button'
import type { OutboxLine } from './line-outbox'

export interface RefusedLineActionsProps {
  typed: OutboxLine
  /** Back into the sale form with everything as typed. */
  onFix: (typed: OutboxLine) => void
  /** Sent again as typed; a warning's line goes confirmed. */
  onResend: (typed: OutboxLine) => void
  onDiscard: (typed: OutboxLine) => void
}

/** What the clerk may do with a line the server refused: nothing typed goes without a choice. */
export function RefusedLineActions({ typed, onFix, onResend, onDiscard }: RefusedLineActionsProps) {
  if (typed.status !== 'refused') return null
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onFix(typed)}>
        Fix
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onResend(typed)}>
        {typed.warning ? 'Confirm' : 'Retry'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDiscard(typed)}>
        Discard
      </Button>
    </>
  )
}
