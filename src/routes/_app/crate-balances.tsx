import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CrateBalancesPage } from '@/features/crate/crate-balances-page'

export const Route = createFileRoute('/_app/crate-balances')({
  staticData: { heading: 'Crate Balances' },
  validateSearch: listSearchSchema({ partyType: filterSchemas.id, crateTypeID: filterSchemas.id }),
  component: CrateBalancesPage,
})
