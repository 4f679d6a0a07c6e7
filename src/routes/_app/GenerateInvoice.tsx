import { createFileRoute } from '@tanstack/react-router'
import { GenerateInvoicePage } from '@/features/buyer-bill/generate-invoice-page'

/**
 * Also serves /generateInvoice: the router matches paths case-insensitively, and a second file
 * differing only in case would give the generated route tree two identical identifiers.
 */
export const Route = createFileRoute('/_app/GenerateInvoice')({
  staticData: { heading: 'Generate Invoice' },
  component: GenerateInvoicePage,
})
