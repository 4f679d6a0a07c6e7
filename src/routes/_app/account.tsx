import { createFileRoute } from '@tanstack/react-router'
import { companyQueries } from '@/features/company/api'
import { CompanyPage } from '@/features/company/company-page'

export const Route = createFileRoute('/_app/account')({
  staticData: { heading: 'Account' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(companyQueries.model())
  },
  component: CompanyPage,
})
