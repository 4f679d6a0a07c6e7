import { createFileRoute } from '@tanstack/react-router'
import { LotPage } from '@/features/farmer-link/lot-page'

/** Public: the farmer's signed link; no sign-in, outside the signed-in layout. */
export const Route = createFileRoute('/f/$link')({
  staticData: { heading: 'Your lot' },
  component: function LotRoute() {
    return <LotPage link={Route.useParams().link} />
  },
})
