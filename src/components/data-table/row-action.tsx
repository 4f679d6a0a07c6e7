import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

const icons = {
  edit: <path d="M4 20h4l10.5-10.5a2.1 2.1 0 0 0-4-4L4 16zM13.5 6.5l4 4" />,
  delete: <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  status: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="5" />
      <circle cx="16" cy="12" r="2.5" />
    </>
  ),
  services: <path d="M4 6h16M4 12h16M4 18h16M8 4v4M15 10v4M10 16v4" />,
  view: (
    <>
      <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  password: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
    </>
  ),
  markets: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  up: <path d="M12 19V5M6 11l6-6 6 6" />,
  exit: <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />,
  cancel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  print: (
    <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v6H7z" />
  ),
  grade: <path d="M4 6h10M4 12h7M4 18h4M16 14l2 2 4-4" />,
  down: <path d="M12 5v14M6 13l6 6 6-6" />,
  waive: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <path d="M9 14h6" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type RowActionIcon = keyof typeof icons

export interface RowActionProps {
  icon: RowActionIcon
  /** The accessible name and tooltip, e.g. 'Edit Lasalgaon'. */
  label: string
  onClick: () => void
  tone?: 'default' | 'danger'
  /** The user's role may not do this (the server would refuse); the reason shows as the tooltip. */
  disabled?: boolean
  disabledReason?: string
}

/** An icon button of a list row. */
export function RowAction({
  icon,
  label,
  onClick,
  tone = 'default',
  disabled,
  disabledReason,
}: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={disabled && disabledReason ? `${label}: ${disabledReason}` : label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'inline-flex h-8 w-7 items-center justify-center rounded-app transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        tone === 'danger' ? 'text-red-600 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-[18px] w-[18px]"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {icons[icon]}
      </svg>
    </button>
  )
}
