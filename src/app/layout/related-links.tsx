import { Link, useLocation } from '@tanstack/react-router'
import { useAllowed } from '@/lib/permissions'
import { relatedScreens } from '../related-screens'

/** The screens this page's work goes on to, one click away, for the roles that may open them. */
export function RelatedLinks() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const allowed = useAllowed()
  const screens = relatedScreens(pathname, (module) => allowed(module, 'view'))
  if (screens.length === 0) return null
  return (
    <nav aria-label="Related screens" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {screens.map((screen) => (
        <Link
          key={`${screen.to}${screen.label}`}
          to={screen.to}
          search={screen.search as never}
          className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {screen.label}
        </Link>
      ))}
    </nav>
  )
}
