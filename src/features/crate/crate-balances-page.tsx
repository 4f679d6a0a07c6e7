import { type CrateBalanceRow, MODULE, PARTY_TYPES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { InsertButton } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest } from '@/components/data-table'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { formatNumber } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { crateQueries } from './api'
import { crateBalanceColumns } from './columns'
import { CrateMovementDialog } from './movement-form'

const rowKey = (row: CrateBalanceRow) => `${row.partyKeyID}|${row.crateTypeID}`

/**
 * /crate-balances: who holds how many of the firm's crates in the selected market, those holding the
 * oldest crates first, with the market's stock above; crates going out or coming back are entered here.
 */
export function CrateBalancesPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Crate)
  const [adding, setAdding] = useState(false)
  const success = useSuccessDialog()
  const types = useQuery(crateQueries.types())
  const stock = useQuery(crateQueries.stock(marketKeyID ?? ''))
  const typeOptions = (types.data ?? [])
    .filter((t) => t.isReturnable)
    .map((t) => ({ value: t.crateTypeID, label: t.crateTypeName }))
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
        query={(request: ListRequest) =>
          crateQueries.balances({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={rowKey}
        rowName={(row) => `${row.partyName} ${row.crateTypeName}`}
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
          <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={() => setAdding(true)}>
            Add Crate Movement
          </InsertButton>
        }
      />
      {marketKeyID && (
        <CrateMovementDialog
          open={adding}
          marketKeyID={marketKeyID}
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false)
            success.show(message)
          }}
        />
      )}
      {success.dialog}
    </>
  )
}
