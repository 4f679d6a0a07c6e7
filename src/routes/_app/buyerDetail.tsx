import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { BuyerDetailReportPage } from '@/features/report/buyer-detail-report'

export const Route = createFileRoute('/_app/buyerDetail')({
  staticData: { heading: 'Buyer Detail Report' },
  validateSearch: listSearchSchema({ buyerKeyID: filterSchemas.text }),
  component: BuyerDetailReportPage,
})
