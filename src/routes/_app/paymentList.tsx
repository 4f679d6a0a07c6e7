import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { PaymentPage } from '@/features/payment/payment-page'

export const Route = createFileRoute('/_app/paymentList')({
  staticData: { heading: 'Payment List' },
  validateSearch: listSearchSchema({
    partyType: filterSchemas.id,
    transactionType: filterSchemas.id,
    paymentMode: filterSchemas.id,
    status: filterSchemas.id,
  }),
  component: PaymentPage,
})
