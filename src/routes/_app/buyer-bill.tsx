import { createFileRoute } from '@tanstack/react-router'
import { BuyerBillPage } from '@/features/buyer-bill/buyer-bill-page'
import { buyerBillSearchSchema } from '@/features/buyer-bill/search'

export const Route = createFileRoute('/_app/buyer-bill')({
  staticData: { heading: 'Buyer Billing' },
  validateSearch: buyerBillSearchSchema,
  component: BuyerBillPage,
})
