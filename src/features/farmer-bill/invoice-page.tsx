import { Link, useSearch } from '@tanstack/react-router'
import { FarmerPatti } from './patti'

/**
 * /invoice: the patti named by `?farmerBillKeyID=`, as its printed document with the print toolbar.
 * Printing leaves out the app's frame, so the page prints as the document alone.
 */
export function InvoicePage() {
  const { farmerBillKeyID } = useSearch({ from: '/_app/invoice' })
  if (!farmerBillKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        Open a patti from{' '}
        <Link to="/farmerBilling" search={{ tab: 'bills' }} className="font-medium text-brand-700 underline">
          Farmer Billing
        </Link>{' '}
        to see and print it.
      </p>
    )
  return <FarmerPatti key={farmerBillKeyID} farmerBillKeyID={farmerBillKeyID} />
}
