import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** Why an action is disabled when the user's role lacks the right: shown as its title. */
export const NOT_ALLOWED = 'Your role does not allow this.'

/**
 * A page's button that adds (a row, a voucher, a bill): disabled with the reason for a role that may
 * not insert, and disabled without one while the page isn't ready (no market yet, nothing picked).
 */
export function InsertButton({
  allowed,
  ready = true,
  onClick,
  children,
}: {
  allowed: boolean
  ready?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button onClick={onClick} disabled={!allowed || !ready} title={allowed ? undefined : NOT_ALLOWED}>
      {children}
    </Button>
  )
}
