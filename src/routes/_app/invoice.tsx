import { createFileRoute } from '@tanstack/react-router'
import { InvoicePage } from '@/features/farmer-bill/invoice-page'

/**
 * `?farmerBillKeyID=` names the patti; anything else in a hand-edited link shows the hint instead.
 * Checked by hand: a schema here would add its validators to every page's first load.
 */
const invoiceSearch = (search: Record<string, unknown>): { farmerBillKeyID?: string } => {
  const key = search.farmerBillKeyID
  return typeof key === 'string' && key.length <= 64 ? { farmerBillKeyID: key } : {}
}

export const Route = createFileRoute('/_app/invoice')({
  staticData: { heading: 'Farmer Invoice' },
  validateSearch: invoiceSearch,
  component: InvoicePage,
})
