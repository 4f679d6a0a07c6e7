import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { FarmerReportPage } from '@/features/report/farmer-report'

export const Route = createFileRoute('/_app/farmerReport')({
  staticData: { heading: 'Farmer Report' },
  validateSearch: listSearchSchema({
    stateID: filterSchemas.id,
    districtID: filterSchemas.id,
    talukaID: filterSchemas.id,
    productID: filterSchemas.id,
    withBalance: filterSchemas.isActive,
  }),
  component: FarmerReportPage,
})
