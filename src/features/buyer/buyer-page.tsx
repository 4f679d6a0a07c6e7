import { BUYER_TYPES, type BuyerRow, MODULE } from '@contracts'
import { useMemo } from 'react'
import { CrudPage } from '@/components/crud-page'
import { ListFilterSelect, StatusFilter } from '@/components/data-table'
import { useSelectedMarket } from '@/lib/selected-market'
import { buyerApi } from './api'
import { buyerForm } from './buyer-form'
import { buyerColumns } from './columns'

const TYPE_OPTIONS = BUYER_TYPES.map((type) => ({ value: type, label: type }))

/** /buyer-list: the firm's buyers (traders), with add, edit, status and delete, filtered by status or type. */
export function BuyerPage() {
  const { marketKeyID } = useSelectedMarket()
  const form = useMemo(() => buyerForm(marketKeyID), [marketKeyID])
  return (
    <CrudPage
      noun="Buyer"
      moduleId={MODULE.Buyer}
      calls={buyerApi}
      columns={buyerColumns}
      rowKey={(buyer: BuyerRow) => buyer.buyerKeyID}
      rowName={(buyer) => `${buyer.firmName} (${buyer.buyerCode})`}
      form={form}
      exportName="buyers"
      filters={
        <>
          <StatusFilter />
          <ListFilterSelect filterKey="buyerType" label="Type" options={TYPE_OPTIONS} />
        </>
      }
    />
  )
}
