import { createFileRoute } from '@tanstack/react-router'
import { FarmerAssignMarketPage } from '@/features/farmer/farmer-assign-market-page'

export const Route = createFileRoute('/_app/farmer-assign-market')({
  staticData: { heading: 'Farmer Assign Market' },
  component: FarmerAssignMarketPage,
})
