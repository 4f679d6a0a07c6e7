import type { ReactNode } from 'react'

/** A row's name, with a second line under it (the Marathi name, a 'System' mark) when there is one. */
export function NameCell({
  name,
  secondary,
  lang,
}: {
  name: ReactNode
  secondary?: ReactNode
  lang?: string
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium text-slate-900">{name}</span>
      {secondary ? (
        <span lang={lang} className="text-xs text-slate-500">
          {secondary}
        </span>
      ) : null}
    </div>
  )
}
