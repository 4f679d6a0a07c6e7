import { createFileRoute } from '@tanstack/react-router'
import { InvoiceDocumentPage } from '@/features/buyer-bill/invoice-document'
import { invoiceSearchSchema } from '@/features/buyer-bill/paths'

export const Route = createFileRoute('/_app/BuyerInvoice')({
  staticData: { heading: 'Buyer Invoice' },
  validateSearch: invoiceSearchSchema,
  component: function BuyerInvoiceRoute() {
    return <InvoiceDocumentPage buyerBillKeyID={Route.useSearch().buyerBillKeyID} />
  },
})
