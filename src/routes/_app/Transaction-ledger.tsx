import { CASH_BANK_LEDGER_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { CashBankPage } from '@/features/cash-bank/cash-bank-page'

export const Route = createFileRoute('/_app/Transaction-ledger')({
  staticData: { heading: 'Cash & Bank Module' },
  validateSearch: listSearchSchema(CASH_BANK_LEDGER_SORT_COLUMNS, {
    transactionType: filterSchemas.id,
    paymentMode: filterSchemas.id,
    bankAccountKeyID: filterSchemas.text,
  }),
  component: CashBankPage,
})
