import { useLocation } from '@tanstack/react-router'
import { breadcrumbTrail } from '../breadcrumbs'
import { MENU } from '../menu'
import { APP_NAME } from '../title'
import { useHeading } from '../use-heading'
import { Breadcrumbs } from './breadcrumbs'
import { RelatedLinks } from './related-links'

/**
 * Breadcrumbs, the page's one h1 (the module heading, or the product name on an unknown path) and the
 * screens the page leads on to.
 */
export function PageHeader() {
  const heading = useHeading()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <div className="mb-4 flex flex-col gap-1 print:hidden">
      <Breadcrumbs items={breadcrumbTrail(MENU, pathname, heading)} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{heading ?? APP_NAME}</h1>
        {heading && <RelatedLinks />}
      </div>
    </div>
  )
}
