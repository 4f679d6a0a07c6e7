import type { CrateBalanceRow } from '@contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchEveryRow, type ListSearch, toListRequest } from '@/components/data-table'
import { DocumentLoading, PrintDocument, PrintedTable, usePrintSettings } from '@/components/print'
import { companyQueries } from '@/features/company/api'
import { marketQueries } from '@/features/market/api'
import { formatDate, formatNumber, todayInKolkata } from '@/lib/format'
import { crateQueries } from './api'
import { crateBalanceColumns } from './columns'

const TITLE = 'Crate Balances'

/**
 * The balance list on paper: every row the list selects (its search, filters and sort, overdue holders
 * first unless sorted otherwise), with the totals under the counts. Balances are as of the day printed.
 */
export function CrateBalancesDocument({ search }: { search: ListSearch & { marketKeyID?: string } }) {
  const queryClient = useQueryClient()
  const { marketKeyID = '', ...view } = search
  const firm = useQuery(companyQueries.model())
  const market = useQuery(marketQueries.model(marketKeyID || null))
  const settings = usePrintSettings('A4')
  const request = { ...toListRequest({ ...view, pageNo: 0 }, null), marketKeyID }
  const every = useQuery({
    queryKey: ['crate', 'balances', 'every', request],
    queryFn: () =>
      fetchEveryRow<CrateBalanceRow, string>(
        queryClient,
        (page) => crateQueries.balances(page as never),
        request,
      ),
  })
  if (!firm.data || !every.data) return <DocumentLoading label={TITLE} queries={[firm, every]} />
  const meta = [
    { label: 'Market', value: market.data?.marketPlaceName ?? '' },
    { label: 'As of', value: formatDate(todayInKolkata()) },
    { label: 'Rows', value: formatNumber(every.data.totalCount) },
    ...(request.searchKeyword ? [{ label: 'Search', value: request.searchKeyword }] : []),
  ]
  return (
    <PrintDocument firm={firm.data} settings={settings} title={TITLE} meta={meta}>
      <PrintedTable
        label={TITLE}
        columns={crateBalanceColumns}
        rows={every.data.data}
        totals={every.data.totals}
      />
    </PrintDocument>
  )
}
