import { BUYER_DETAIL_REPORT_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { BuyerDetailReportPage } from '@/features/report/buyer-detail-report'

export const Route = createFileRoute('/_app/buyerDetail')({
  staticData: { heading: 'Buyer Detail Report' },
  validateSearch: listSearchSchema(BUYER_DETAIL_REPORT_SORT_COLUMNS, { buyerKeyID: filterSchemas.text }),
  component: BuyerDetailReportPage,
})
