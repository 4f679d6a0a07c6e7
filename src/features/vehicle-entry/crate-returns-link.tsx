import { MODULE } from '@contracts'
import { Link } from '@tanstack/react-router'
import { useCan } from '@/lib/permissions'

/**
 * The gate takes back a token's declared crates by itself; empties that come back without produce
 * are entered on the crate screen, which this points the clerk to.
 */
export function CrateReturnsLink() {
  if (!useCan(MODULE.Crate).view) return null
  return (
    <p className="text-sm text-slate-600 sm:col-span-2">
      A token's crates come back with it. Empty crates returned without produce:{' '}
      <Link to="/crate-balances" className="font-medium text-brand-700 hover:underline">
        Crate Balances
      </Link>
      .
    </p>
  )
}
