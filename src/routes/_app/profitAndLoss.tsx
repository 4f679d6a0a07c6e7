import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { ProfitAndLossPage } from '@/features/report/profit-and-loss'

export const Route = createFileRoute('/_app/profitAndLoss')({
  staticData: { heading: 'Profit & Loss' },
  validateSearch: listSearchSchema({ marketKeyID: filterSchemas.text }),
  component: ProfitAndLossPage,
})
