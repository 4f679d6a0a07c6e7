import { createFileRoute } from '@tanstack/react-router'
import { InvoiceDocumentPage } from '@/features/buyer-bill/invoice-document'

export const Route = createFileRoute('/_app/Group-token-Invoice')({
  staticData: { heading: 'Buyer Invoice' },
  component: InvoiceDocumentPage,
})
