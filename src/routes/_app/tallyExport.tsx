import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { TallyExportPage } from '@/features/report/tally-export'

export const Route = createFileRoute('/_app/tallyExport')({
  staticData: { heading: 'Export to Tally' },
  validateSearch: listSearchSchema({ marketKeyID: filterSchemas.text }),
  component: TallyExportPage,
})
