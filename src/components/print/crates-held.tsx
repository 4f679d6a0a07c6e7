import type { CratesHeld } from '@contracts'
import type { Labels } from './labels'

/**
 * "Crates with you: 40" under a bill's totals, one line per crate type the party held on the bill
 * date, so the farmer or buyer sees on every bill what he still owes the firm in crates.
 */
export function CratesHeldLines({ held, labels }: { held: readonly CratesHeld[]; labels: Labels }) {
  if (held.length === 0) return null
  return (
    <section aria-label={labels.cratesWithYou} className="mt-2 border-t border-slate-400 pt-1">
      {held.map((row) => (
        <p key={row.crateTypeID} className="flex justify-between gap-2 font-semibold">
          <span>
            {labels.cratesWithYou}: {row.balance}
          </span>
          <span className="font-normal">{row.crateTypeName}</span>
        </p>
      ))}
    </section>
  )
}
