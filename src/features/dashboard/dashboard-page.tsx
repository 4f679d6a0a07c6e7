import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { LoadState } from '@/components/ui/load-state'
import { formatDate } from '@/lib/format'
import { useAllowed } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { dashboardQueries } from './api'
import { DashboardCards } from './cards'
import { QUICK_ACTIONS } from './links'

/**
 * The chart library comes with this chunk only. It is requested as the page opens, so it downloads
 * while the figures are on their way instead of after them.
 */
const loadCharts = () => import('./charts')
const DashboardCharts = lazy(loadCharts)

/**
 * / and /dashboard: the selected market's day at a glance (cards linking to their lists, charts with
 * a table each, quick actions). Choosing another market in the top bar shows its figures in place.
 */
export function DashboardPage() {
  const { marketKeyID, marketPlaceName, isLoading } = useSelectedMarket()
  const dashboard = useQuery(dashboardQueries.get(marketKeyID))
  useEffect(() => {
    void loadCharts()
  }, [])

  if (!marketKeyID) {
    return isLoading ? (
      <LoadState label="Dashboard" error={null} onRetry={() => undefined} />
    ) : (
      <p className="rounded-app border border-slate-200 bg-white p-6 text-sm text-slate-700">
        No market is assigned to you yet. Ask an administrator to assign one, then choose it in Select Market.
      </p>
    )
  }
  const data = dashboard.data
  return (
    <div className="flex flex-col gap-4">
      <QuickActions />
      {!data ? (
        <LoadState label="Dashboard" error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {marketPlaceName} on {formatDate(data.cards.date)}
          </p>
          <DashboardCards cards={data.cards} />
          <Suspense fallback={<LoadState label="Charts" error={null} onRetry={() => undefined} />}>
            <DashboardCharts charts={data.charts} today={data.cards.date} />
          </Suspense>
        </>
      )}
    </div>
  )
}

function QuickActions() {
  const allowed = useAllowed()
  const actions = QUICK_ACTIONS.filter((action) => allowed(action.module, 'view'))
  if (actions.length === 0) return null
  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
      {actions.map(({ label, link }) => (
        <Link
          key={label}
          to={link.to}
          search={link.search as never}
          className="inline-flex h-9 items-center rounded-app bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
