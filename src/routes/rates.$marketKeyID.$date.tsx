import { createFileRoute } from '@tanstack/react-router'
import { RateBulletinPage } from '@/features/farmer-link/rate-bulletin-page'

/** Public: a market day's rate bulletin, shared with farmers' groups; no sign-in. */
export const Route = createFileRoute('/rates/$marketKeyID/$date')({
  staticData: { heading: 'Rate bulletin' },
  component: function RateBulletinRoute() {
    const { marketKeyID, date } = Route.useParams()
    return <RateBulletinPage marketKeyID={marketKeyID} date={date} />
  },
})
