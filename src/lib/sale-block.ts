import { NOT_ALLOWED } from '@/components/crud-page'

/**
 * Why a sale's Edit, Weigh or Cancel is off, '' while it is on: the user's rights first, then the bill
 * that holds the sale (the server refuses the change in the same words), then the sale's own status.
 */
export function saleBlock(allowed: boolean, sale: { billLock: string }, live: boolean, notLive: string) {
  if (!allowed) return NOT_ALLOWED
  if (sale.billLock) return sale.billLock
  return live ? '' : notLive
}
