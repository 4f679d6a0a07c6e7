import { tokenLabel } from '@contracts'
import { formatMoney, formatTime } from '@/lib/format'
import type { WentThrough } from './kept-lines'
import type { OutboxLine } from './line-outbox'
import { RefusedLineActions, type RefusedLineActionsProps } from './refused-line-actions'

export interface OutboxPanelProps extends Omit<RefusedLineActionsProps, 'typed'> {
  lines: readonly OutboxLine[]
  wentThrough: readonly WentThrough[]
}

const lineText = ({ body, shown }: OutboxLine['variables']) =>
  `${tokenLabel(shown.tokenNo)} ${shown.gradeName} · ${shown.buyerName} · ${body.crates} crates at ${formatMoney(Number(body.rate))}`

/**
 * Every line typed on this browser that the server does not have yet, across tokens, and the last
 * ones that went through after waiting: nothing typed disappears without the clerk seeing where it went.
 */
export function OutboxPanel({ lines, wentThrough, ...actions }: OutboxPanelProps) {
  const waiting = lines.filter((line) => line.status !== 'refused')
  const refused = lines.filter((line) => line.status === 'refused')
  if (lines.length === 0 && wentThrough.length === 0) return null
  return (
    <section
      aria-label="Lines not yet saved"
      className="flex flex-col gap-2 rounded-app border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      {waiting.length > 0 && (
        <p role="status" className="font-medium text-amber-900">
          {waiting.length} {waiting.length === 1 ? 'line is' : 'lines are'} kept on this computer and will be
          sent in order when the server answers.
        </p>
      )}
      {refused.length > 0 && (
        <div>
          <p className="font-medium text-red-800">Refused by the server: fix and send again, or discard.</p>
          <ul className="flex flex-col gap-1">
            {refused.map((line) => (
              <li key={line.mutationId} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">
                  {lineText(line.variables)}: {line.message}
                </span>
                <RefusedLineActions typed={line} {...actions} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {wentThrough.length > 0 && (
        <div role="status" aria-live="polite">
          <p className="font-medium text-green-800">Went through</p>
          <ul className="text-slate-800">
            {wentThrough.map((entry) => (
              <li key={entry.mutationId}>
                {lineText(entry.variables)} at {formatTime(entry.at.toISOString())}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
