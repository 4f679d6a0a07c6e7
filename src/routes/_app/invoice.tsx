import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { InvoicePage } from '@/features/farmer-bill/invoice-page'

/** A bad key in a hand-edited link shows the hint, not an error page. */
const InvoiceSearchSchema = v.object({
  farmerBillKeyID: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

export const Route = createFileRoute('/_app/invoice')({
  staticData: { heading: 'Farmer Invoice' },
  validateSearch: InvoiceSearchSchema,
  component: InvoicePage,
})
