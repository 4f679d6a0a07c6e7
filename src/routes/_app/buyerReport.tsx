import { BUYER_REPORT_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { BuyerReportPage } from '@/features/report/buyer-report'

export const Route = createFileRoute('/_app/buyerReport')({
  staticData: { heading: 'Buyer Report' },
  validateSearch: listSearchSchema(BUYER_REPORT_SORT_COLUMNS, {
    buyerType: filterSchemas.text,
    overdueOnly: filterSchemas.isActive,
  }),
  component: BuyerReportPage,
})
