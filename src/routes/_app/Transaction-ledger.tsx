import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CashBankPage } from '@/features/cash-bank/cash-bank-page'

export const Route = createFileRoute('/_app/Transaction-ledger')({
  staticData: { heading: 'Cash & Bank Module' },
  validateSearch: listSearchSchema({
    transactionType: filterSchemas.id,
    paymentMode: filterSchemas.id,
    bankAccountKeyID: filterSchemas.text,
  }),
  component: CashBankPage,
})
