import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { TrialBalancePage } from '@/features/report/trial-balance'

export const Route = createFileRoute('/_app/trialBalance')({
  staticData: { heading: 'Trial Balance' },
  validateSearch: listSearchSchema({ marketKeyID: filterSchemas.text }),
  component: TrialBalancePage,
})
