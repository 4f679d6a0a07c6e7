import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { BuyerReportPage } from '@/features/report/buyer-report'

export const Route = createFileRoute('/_app/buyerReport')({
  staticData: { heading: 'Buyer Report' },
  validateSearch: listSearchSchema({
    buyerType: filterSchemas.text,
    overdueOnly: filterSchemas.isActive,
  }),
  component: BuyerReportPage,
})
