import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { TokenPage } from '@/features/token/token-page'

export const Route = createFileRoute('/_app/token-list')({
  staticData: { heading: 'Token List' },
  validateSearch: listSearchSchema({
    status: filterSchemas.id,
    productID: filterSchemas.id,
    transportationType: filterSchemas.id,
  }),
  component: TokenPage,
})
