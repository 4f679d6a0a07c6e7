import type { ReactNode } from 'react'

/** A titled group of fields in a long form (Identity, Bank, Opening balance), spanning both columns. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="mb-3 w-full border-b border-slate-100 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
