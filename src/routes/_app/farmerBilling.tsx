import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { FarmerBillingPage } from '@/features/farmer-bill/farmer-billing-page'

/** The URL holds the tab and the Bills list's view; the Pending list keeps its own. */
export const Route = createFileRoute('/_app/farmerBilling')({
  staticData: { heading: 'Farmer Billing' },
  validateSearch: listSearchSchema({
    farmerKeyID: filterSchemas.text,
    paymentStatus: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: FarmerBillingPage,
})
