import type { LevyRegisterRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { dateColumn, ListFilterSelect, listColumnHelper, useListFilter } from '@/components/data-table'
import { LoadState } from '@/components/ui/load-state'
import { accountLookup, levyOptions } from '@/features/books/api'
import { formatNumber } from '@/lib/format'
import { reportQuery } from './api'
import { figureColumn, moneyColumn, moneyIfAny, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<LevyRegisterRow>()
const unsorted = { enableSorting: false } as const

/** A levy's documents (base, rate, amount) and what was paid over to the committee, in date order. */
export const levyRegister: ReportDefinition<LevyRegisterRow> = {
  name: 'levyRegister',
  title: 'Levy Register',
  fileStem: 'levy-register',
  query: reportQuery('levyRegister'),
  columns: [
    column.accessor('date', { header: 'Date', ...dateColumn }),
    column.accessor('documentNo', {
      header: 'Document No.',
      ...unsorted,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('partyName', { header: 'Party', ...unsorted }),
    column.accessor('base', { header: 'Base', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('rate', {
      header: 'Rate %',
      cell: (info) => (info.getValue() ? formatNumber(info.getValue()) : ''),
      ...unsorted,
      meta: figureColumn,
    }),
    column.accessor('amount', { header: 'Levy', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('paid', { header: 'Paid Over', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
  ],
  getRowId: (row) => `${row.date}|${row.documentNo}|${row.amount}|${row.paid}`,
  rowName: (row) => row.documentNo,
  searchPlaceholder: 'Search document, party',
  partyLabel: 'Levy',
  firmWide: true,
}

/** /levyRegister: one levy at a time. */
export function LevyRegisterPage() {
  const accounts = useQuery(accountLookup())
  const [serviceID] = useListFilter<number>('serviceID')
  const options = levyOptions(accounts.data ?? [])
  const chosen = options.find((o) => o.value === serviceID)
  return (
    <div className="flex flex-col gap-4">
      {chosen ? (
        <ReportPage
          report={levyRegister}
          party={chosen.label}
          filters={<ListFilterSelect filterKey="serviceID" label="Levy" options={options} />}
        />
      ) : (
        <>
          <div className="w-80">
            <ListFilterSelect filterKey="serviceID" label="Levy" allLabel="Choose" options={options} />
          </div>
          {accounts.data ? (
            <p className="rounded-app border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm">
              {options.length > 0
                ? 'Choose a levy to see its register.'
                : 'No service is a levy yet: mark the market fee a levy in the Service List.'}
            </p>
          ) : (
            <LoadState label="Levies" error={accounts.error} onRetry={() => accounts.refetch()} />
          )}
        </>
      )}
    </div>
  )
}
