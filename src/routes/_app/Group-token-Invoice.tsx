import { createFileRoute } from '@tanstack/react-router'
import { InvoiceDocumentPage } from '@/features/buyer-bill/invoice-document'
import { invoiceSearchSchema } from '@/features/buyer-bill/paths'

export const Route = createFileRoute('/_app/Group-token-Invoice')({
  staticData: { heading: 'Buyer Invoice' },
  validateSearch: invoiceSearchSchema,
  component: function GroupTokenInvoiceRoute() {
    return <InvoiceDocumentPage buyerBillKeyID={Route.useSearch().buyerBillKeyID} />
  },
})
