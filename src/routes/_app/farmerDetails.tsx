import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { FarmerDetailReportPage } from '@/features/report/farmer-detail-report'

export const Route = createFileRoute('/_app/farmerDetails')({
  staticData: { heading: 'Farmer Detail Report' },
  validateSearch: listSearchSchema({ farmerKeyID: filterSchemas.text }),
  component: FarmerDetailReportPage,
})
