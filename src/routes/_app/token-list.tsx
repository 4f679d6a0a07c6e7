import { TOKEN_SORT_COLUMNS } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterSchemas, listSearchSchema, todayByDefault } from '@/components/data-table'
import { TokenPage } from '@/features/token/token-page'
import { todayInKolkata } from '@/lib/format'

export const Route = createFileRoute('/_app/token-list')({
  staticData: { heading: 'Token List' },
  validateSearch: v.pipe(
    listSearchSchema(TOKEN_SORT_COLUMNS, {
      status: filterSchemas.id,
      productID: filterSchemas.id,
      transportationType: filterSchemas.id,
    }),
    v.transform((search) => todayByDefault(search, todayInKolkata())),
  ),
  component: TokenPage,
})
