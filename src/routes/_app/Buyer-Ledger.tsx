import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { BuyerLedgerPage } from '@/features/buyer-ledger/buyer-ledger-page'

export const Route = createFileRoute('/_app/Buyer-Ledger')({
  staticData: { heading: 'Buyer Ledger Report' },
  validateSearch: listSearchSchema({
    buyerKeyID: filterSchemas.text,
    overdueOnly: filterSchemas.isActive,
  }),
  component: BuyerLedgerPage,
})
