import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CrateLedgerPage } from '@/features/crate/crate-ledger-page'

export const Route = createFileRoute('/_app/crate-ledger')({
  staticData: { heading: 'Crate Ledger' },
  validateSearch: listSearchSchema({
    partyType: filterSchemas.id,
    partyKeyID: filterSchemas.text,
    crateTypeID: filterSchemas.id,
  }),
  component: CrateLedgerPage,
})
