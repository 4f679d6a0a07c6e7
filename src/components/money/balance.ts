import { formatMoney } from '@/lib/format'

/** A ledger balance as accountants write it: what the party owes is Dr, what it has in credit is Cr. */
export const drCr = (balance: number): string =>
  balance === 0 ? formatMoney(0) : `${formatMoney(Math.abs(balance))} ${balance > 0 ? 'Dr' : 'Cr'}`
