import { type CollectionRow, MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { DuesAsOf } from '@/components/money'
import { Button } from '@/components/ui/button'
import { Combobox } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'
import { buyerQueries } from '@/features/buyer/api'
import { todayInKolkata } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { buyerLedgerQueries } from './api'
import { BuyerStatement } from './buyer-statement'
import { collectionColumns } from './columns'

const OVERDUE_OPTIONS = [{ value: true, label: 'Overdue only' }] as const

/**
 * /Buyer-Ledger: with a buyer picked, that buyer's statement; without one, the collection register of
 * every buyer's outstanding and ageing, overdue first.
 */
export function BuyerLedgerPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Payment)
  const search = useSearch({ from: '/_app/Buyer-Ledger' })
  const navigate = useNavigate({ from: '/Buyer-Ledger' })
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const buyerKeyID = typeof search.buyerKeyID === 'string' ? search.buyerKeyID : null
  // Another buyer (or the register) starts on its first page.
  const pick = (key: string | undefined) =>
    navigate({ search: (now) => ({ ...now, buyerKeyID: key, pageNo: undefined }) })
  const options = (buyers.data ?? []).map((b) => ({
    value: b.buyerKeyID,
    label: `${b.buyerCode} ${b.firmName}`,
    description: b.city,
  }))

  if (!can.view) return <p className="rounded-app bg-amber-50 p-4 text-sm text-amber-900">{NOT_ALLOWED}</p>

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Buyer" className="w-80">
          {({ id }) => (
            <Combobox
              id={id}
              value={buyerKeyID}
              onChange={(key) => void pick(key)}
              options={options}
              loading={buyers.isPending}
              placeholder="Code or name"
              emptyText="No buyer of this market matches."
            />
          )}
        </Field>
        {buyerKeyID && (
          <Button variant="secondary" onClick={() => void pick(undefined)}>
            All buyers
          </Button>
        )}
      </div>
      {buyerKeyID && marketKeyID ? (
        <BuyerStatement key={buyerKeyID} buyerKeyID={buyerKeyID} marketKeyID={marketKeyID} />
      ) : (
        <>
          <DuesAsOf date={todayInKolkata()} />
          <ListPage
            label="Collection register"
            columns={collectionColumns}
            query={(request: ListRequest) =>
              buyerLedgerQueries.collection({ ...request, marketKeyID: marketKeyID ?? '' } as never)
            }
            getRowId={(row: CollectionRow) => row.buyerKeyID}
            rowName={(row) => `${row.buyerCode} ${row.buyerName}`}
            exportName="collection-register"
            searchPlaceholder="Search buyer, city, mobile"
            filters={<ListFilterSelect filterKey="overdueOnly" label="Show" options={OVERDUE_OPTIONS} />}
            rowActions={(row) => (
              <RowAction
                icon="view"
                label={`Ledger of ${row.buyerCode} ${row.buyerName}`}
                onClick={() => void pick(row.buyerKeyID)}
              />
            )}
          />
        </>
      )}
    </div>
  )
}
