import { KeyIDSchema } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AssignMarketPage } from '@/features/assign-market/assign-market-page'
import { employeeQueries } from '@/features/employee/api'

export const Route = createFileRoute('/_app/assign-market')({
  staticData: { heading: 'Assign Market' },
  // A bad key in a hand-edited link is dropped; the page then asks for an employee.
  validateSearch: v.object({ employeeKeyID: v.fallback(v.optional(KeyIDSchema), undefined) }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(employeeQueries.choices())
  },
  component: AssignMarketPage,
})
