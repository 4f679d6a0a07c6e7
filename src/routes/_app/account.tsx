import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '@/features/company/account-page'
import { companyQueries } from '@/features/company/api'

export const Route = createFileRoute('/_app/account')({
  staticData: { heading: 'Account' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companyQueries.model())
  },
  component: AccountPage,
})
