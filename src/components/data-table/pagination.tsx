import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { pageItems, showingText } from './page-items'

export interface PaginationProps {
  pageNo: number
  pageCount: number
  pageSize: number
  rowsOnPage: number
  total: number
  onPage: (pageNo: number) => void
}

/** 'Showing 11–20 of 26', then first/previous, page numbers, next/last: all buttons, all by keyboard. */
export function Pagination({ pageNo, pageCount, pageSize, rowsOnPage, total, onPage }: PaginationProps) {
  const last = pageCount - 1
  const atStart = pageNo <= 0
  const atEnd = pageNo >= last
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(pageNo, pageSize, rowsOnPage, total)}
      </p>
      {pageCount > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <PageButton label="First page" disabled={atStart} onClick={() => onPage(0)}>
                <Chevron double left />
              </PageButton>
            </li>
            <li>
              <PageButton label="Previous page" disabled={atStart} onClick={() => onPage(pageNo - 1)}>
                <Chevron left />
              </PageButton>
            </li>
            {pageItems(pageNo, pageCount).map((item, index) =>
              item === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
                <li key={`gap-${index}`} className="px-1 text-sm text-slate-400" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <PageButton
                    label={`Page ${item + 1}`}
                    current={item === pageNo}
                    onClick={() => onPage(item)}
                  >
                    {item + 1}
                  </PageButton>
                </li>
              ),
            )}
            <li>
              <PageButton label="Next page" disabled={atEnd} onClick={() => onPage(pageNo + 1)}>
                <Chevron />
              </PageButton>
            </li>
            <li>
              <PageButton label="Last page" disabled={atEnd} onClick={() => onPage(last)}>
                <Chevron double />
              </PageButton>
            </li>
          </ul>
        </nav>
      )}
    </div>
  )
}

interface PageButtonProps {
  label: string
  current?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

function PageButton({ label, current, disabled, onClick, children }: PageButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={current ? undefined : onClick}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-app px-2 text-sm transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-40',
        current ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  )
}

function Chevron({ left, double }: { left?: boolean; double?: boolean }) {
  const path = double ? 'M6 5l5 5-5 5M11 5l5 5-5 5' : 'M8 5l5 5-5 5'
  return (
    <svg viewBox="0 0 20 20" className={cn('h-4 w-4', left && 'rotate-180')} aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
