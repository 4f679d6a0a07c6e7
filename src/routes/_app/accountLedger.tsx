import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { AccountLedgerPage } from '@/features/report/account-ledger'

export const Route = createFileRoute('/_app/accountLedger')({
  staticData: { heading: 'Account Ledger' },
  validateSearch: listSearchSchema({ marketKeyID: filterSchemas.text, accountID: filterSchemas.text }),
  component: AccountLedgerPage,
})
