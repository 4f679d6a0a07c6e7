import { type AuctionQueueToken, tokenLabel } from '@contracts'
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useRef } from 'react'
import { cn } from '@/lib/cn'
import type { OutboxLine } from './line-outbox'
import { leftToSell } from './sale-lines'

export interface AuctionQueueProps {
  tokens: readonly AuctionQueueToken[]
  selectedKey: string | null
  onSelect: (tokenKeyID: string) => void
  /** Enter on a token: start selling it. */
  onOpen: (tokenKeyID: string) => void
  /** The first answer has not come yet. */
  loading: boolean
  /** Take the keyboard as soon as there are tokens (the screen opens on the queue). */
  autoFocus: boolean
  /** Lines typed but not yet saved: their crates are not left to sell. */
  outbox: readonly OutboxLine[]
}

interface QueueOptionProps {
  id: string
  token: AuctionQueueToken
  selected: boolean
  outbox: readonly OutboxLine[]
  onOpen: (tokenKeyID: string) => void
}

/**
 * One token of the queue. Memoised: a refresh hands back the same object for a token that did not
 * change, so a poll of 120 tokens redraws only those that did.
 */
const QueueOption = memo(function QueueOption({ id, token, selected, outbox, onOpen }: QueueOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays on the listbox (aria-activedescendant).
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      onClick={() => onOpen(token.tokenKeyID)}
      className={cn(
        'cursor-pointer border-b border-slate-100 px-3 py-2',
        selected ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-2xl font-bold tabular-nums text-slate-900">{tokenLabel(token.tokenNo)}</span>
        <span className="text-xs text-slate-600">{token.productName}</span>
      </div>
      <p className="text-sm text-slate-800">
        {token.farmerCode} {token.farmerName}
        <span className="text-slate-600"> · {token.village}</span>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700">
        {token.grades.map((grade) => (
          <span key={grade.gradeID} className="tabular-nums">
            {grade.gradeName}: {leftToSell(token, grade.gradeID, outbox)}/{grade.crates} left
          </span>
        ))}
      </p>
    </div>
  )
})

/** Digits typed within this of each other make one token number. */
const TYPE_AHEAD_MS = 1_000

/**
 * Today's tokens waiting to be sold, oldest first: arrows move, typing a token's number jumps to it,
 * Enter starts selling it.
 */
export function AuctionQueue({
  tokens,
  selectedKey,
  onSelect,
  onOpen,
  autoFocus,
  outbox,
  loading,
}: AuctionQueueProps) {
  const listId = useId()
  const typed = useRef({ digits: '', at: 0 })
  const list = useRef<HTMLDivElement>(null)
  const selectedIndex = tokens.findIndex((t) => t.tokenKeyID === selectedKey)
  const optionId = (key: string) => `${listId}-${key}`

  useEffect(() => {
    if (selectedKey)
      list.current
        ?.querySelector(`#${CSS.escape(optionId(selectedKey))}`)
        ?.scrollIntoView({ block: 'nearest' })
  })

  // The options keep one handler across renders, so their memo holds; it calls the latest onOpen.
  const latestOpen = useRef(onOpen)
  latestOpen.current = onOpen
  const openLatest = useCallback((tokenKeyID: string) => latestOpen.current(tokenKeyID), [])

  const hasTokens = tokens.length > 0
  useEffect(() => {
    if (autoFocus && hasTokens) list.current?.focus()
  }, [autoFocus, hasTokens])

  const move = (index: number) => {
    const token = tokens[Math.max(0, Math.min(tokens.length - 1, index))]
    if (token) onSelect(token.tokenKeyID)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(selectedIndex + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      move(event.key === 'Home' ? 0 : tokens.length - 1)
    } else if (event.key === 'Enter' && selectedKey) {
      event.preventDefault()
      onOpen(selectedKey)
    } else if (/^\d$/.test(event.key)) {
      const now = Date.now()
      const digits = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.digits : '') + event.key
      typed.current = { digits, at: now }
      const token = tokens.find((t) => t.tokenNo === Number(digits))
      if (token) onSelect(token.tokenKeyID)
    }
  }

  return (
    <section aria-labelledby={`${listId}-title`} className="flex shrink-0 flex-col sm:w-64">
      <h2 id={`${listId}-title`} className="mb-2 text-sm font-semibold text-slate-700">
        Queue ({tokens.length})
      </h2>
      {tokens.length === 0 ? (
        <p className="rounded-app border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {loading ? 'Loading…' : 'No token of today is waiting to be sold.'}
        </p>
      ) : (
        <div
          ref={list}
          role="listbox"
          tabIndex={0}
          aria-label="Tokens to sell"
          aria-activedescendant={selectedKey ? optionId(selectedKey) : undefined}
          onKeyDown={onKeyDown}
          className="max-h-[70vh] overflow-auto rounded-app border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {tokens.map((token) => (
            <QueueOption
              key={token.tokenKeyID}
              id={optionId(token.tokenKeyID)}
              token={token}
              selected={token.tokenKeyID === selectedKey}
              outbox={outbox}
              onOpen={openLatest}
            />
          ))}
        </div>
      )}
    </section>
  )
}
