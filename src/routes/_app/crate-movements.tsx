import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CrateMovementsPage } from '@/features/crate/crate-movements-page'

export const Route = createFileRoute('/_app/crate-movements')({
  staticData: { heading: 'Crate Movements' },
  validateSearch: listSearchSchema({
    partyType: filterSchemas.id,
    crateTypeID: filterSchemas.id,
    direction: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: CrateMovementsPage,
})
