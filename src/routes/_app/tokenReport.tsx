import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { TokenReportPage } from '@/features/report/token-report'

export const Route = createFileRoute('/_app/tokenReport')({
  staticData: { heading: 'Token Report' },
  validateSearch: listSearchSchema({
    status: filterSchemas.id,
    productID: filterSchemas.id,
    transportationType: filterSchemas.id,
  }),
  component: TokenReportPage,
})
