import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { LevyRegisterPage } from '@/features/report/levy-register'

export const Route = createFileRoute('/_app/levyRegister')({
  staticData: { heading: 'Levy Register' },
  validateSearch: listSearchSchema({ marketKeyID: filterSchemas.text, serviceID: filterSchemas.id }),
  component: LevyRegisterPage,
})
