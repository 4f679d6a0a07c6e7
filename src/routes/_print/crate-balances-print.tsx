import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CrateBalancesDocument } from '@/features/crate/balances-document'

/** The balance list's own view (search, filters, sort) and its market, as the list sent them. */
export const Route = createFileRoute('/_print/crate-balances-print')({
  staticData: { heading: 'Crate Balances' },
  validateSearch: listSearchSchema({
    marketKeyID: filterSchemas.text,
    partyType: filterSchemas.id,
    crateTypeID: filterSchemas.id,
  }),
  component: function CrateBalancesPrintRoute() {
    return <CrateBalancesDocument search={Route.useSearch() as never} />
  },
})
