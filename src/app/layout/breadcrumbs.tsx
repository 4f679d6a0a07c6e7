import { Link } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { type Crumb, collapseCrumbs } from '../breadcrumbs'

/** The breadcrumbs; a folded middle opens on click like the rest of the trail. */
export function Breadcrumbs({ items, maxItems = 8 }: { items: readonly Crumb[]; maxItems?: number }) {
  const [expanded, setExpanded] = useState(false)
  if (items.length === 0) return null
  const shown = expanded ? [...items] : collapseCrumbs(items, maxItems)
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        {shown.map((item, index) => {
          const last = index === shown.length - 1
          const key = 'hidden' in item ? 'gap' : `${index}-${item.label}`
          return (
            <Fragment key={key}>
              <li className="flex items-center">
                {'hidden' in item ? (
                  <button
                    type="button"
                    onClick={() => setExpanded(true)}
                    aria-label={`Show ${item.hidden.length} more`}
                    className="rounded px-1 hover:bg-slate-200"
                  >
                    …
                  </button>
                ) : last ? (
                  <span aria-current="page" className="font-medium text-slate-700">
                    {item.label}
                  </span>
                ) : item.to ? (
                  <Link to={item.to} className="hover:text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span>{item.label}</span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="text-slate-400">
                  ›
                </li>
              )}
            </Fragment>
          )
        })}
      </ol>
    </nav>
  )
}
