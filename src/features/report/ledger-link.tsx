import { Link, useSearch } from '@tanstack/react-router'
import type { ListSearch } from '@/components/data-table'

/** Keys of a books screen's view that the account's ledger opens with: the same market and period. */
const CARRIED = ['marketKeyID', 'range', 'fromDate', 'toDate'] as const

/** An account's name that opens its ledger over the market and period on screen. */
export function LedgerLink({ accountID, children }: { accountID: string; children: string }) {
  const search = useSearch({ strict: false }) as ListSearch
  const carried = Object.fromEntries(
    CARRIED.filter((key) => search[key] !== undefined).map((k) => [k, search[k]]),
  )
  return (
    <Link
      to="/accountLedger"
      search={{ ...carried, accountID } as never}
      className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  )
}
