import { type CrateBalanceRow, MODULE, PARTY_TYPES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { InsertButton } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { openDocument } from '@/components/print'
import { Button } from '@/components/ui/button'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { formatNumber } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { crateQueries, useReturnableTypeOptions } from './api'
import { crateBalanceColumns } from './columns'
import { ledgerSearch } from './ledger-search'
import { useMovementEntry } from './movement-form'

const balanceRowId = (row: CrateBalanceRow) => `${row.partyKeyID}|${row.crateTypeID}`
const balanceRowName = (row: CrateBalanceRow) => `${row.partyName} ${row.crateTypeName}`

/**
 * /crate-balances: who holds how many of the firm's crates in the selected market, those holding the
 * oldest crates first, with the market's stock above; crates going out or coming back are entered here,
 * a row opens the party's crate ledger, and Print lays out every row with the totals.
 */
export function CrateBalancesPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Crate)
  const navigate = useNavigate()
  const router = useRouter()
  const search = useSearch({ from: '/_app/crate-balances' })
  const success = useSuccessDialog()
  const entry = useMovementEntry(marketKeyID, success.show)
  const stock = useQuery(crateQueries.stock(marketKeyID ?? ''))
  const typeOptions = useReturnableTypeOptions()
  const printHref = () =>
    router.buildLocation({
      to: '/crate-balances-print',
      search: { ...search, pageNo: undefined, marketKeyID: marketKeyID ?? '' } as never,
    }).href
  return (
    <>
      <section aria-label="Crate stock" className="mb-4 grid gap-3 sm:grid-cols-2">
        {(stock.data ?? []).map((s) => (
          <dl key={s.crateTypeID} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <dt className="font-medium text-slate-900">{s.crateTypeName}</dt>
            <dd className="text-slate-700">
              Owned {formatNumber(s.owned)} · With farmers {formatNumber(s.withFarmers)} · With buyers{' '}
              {formatNumber(s.withBuyers)} · In yard {formatNumber(s.inYard)}
            </dd>
          </dl>
        ))}
      </section>
      <ListPage
        label="Crate Balances"
        columns={crateBalanceColumns}
        query={(page: ListRequest) =>
          crateQueries.balances({ ...page, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={balanceRowId}
        rowName={balanceRowName}
        exportName="crate-balances"
        searchPlaceholder="Search party or crate type"
        dateRange={false}
        filters={
          <>
            <ListFilterSelect filterKey="partyType" label="Party Type" options={PARTY_TYPES} />
            <ListFilterSelect filterKey="crateTypeID" label="Crate Type" options={typeOptions} />
          </>
        }
        actions={
          <>
            <Button variant="secondary" disabled={!marketKeyID} onClick={() => openDocument(printHref())}>
              Print
            </Button>
            <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={entry.start}>
              Add Crate Movement
            </InsertButton>
          </>
        }
        rowActions={(row) => (
          <RowAction
            icon="view"
            label={`Crate ledger of ${balanceRowName(row)}`}
            onClick={() => void navigate({ to: '/crate-ledger', search: ledgerSearch(row) as never })}
          />
        )}
      />
      {entry.dialog}
      {success.dialog}
    </>
  )
}
