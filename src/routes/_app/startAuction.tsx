import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

// Loaded behind a second dynamic import: the list of chunks the page needs (forms, dialogs, the kept
// saves) then sits in this route's chunk instead of the first load every page downloads.
export const Route = createFileRoute('/_app/startAuction')({
  staticData: { heading: 'Start Auction' },
  component: lazyRouteComponent(() => import('@/features/auction/start-auction-page'), 'StartAuctionPage'),
})
