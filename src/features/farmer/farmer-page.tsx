import { type FarmerRow, MODULE } from '@contracts'
import { useMemo } from 'react'
import { CrudPage } from '@/components/crud-page'
import { ListFilterSelect, StatusFilter } from '@/components/data-table'
import { useSelectedMarket } from '@/lib/selected-market'
import { farmerApi } from './api'
import { farmerColumns } from './columns'
import { farmerForm } from './farmer-form'

/** /farmer-list: the firm's farmers, with add, edit, status and delete, filtered by status or market. */
export function FarmerPage() {
  const { marketKeyID, markets } = useSelectedMarket()
  const form = useMemo(() => farmerForm(marketKeyID), [marketKeyID])
  const marketOptions = markets.map((m) => ({ value: m.marketKeyID, label: m.marketPlaceName }))
  return (
    <CrudPage
      noun="Farmer"
      moduleId={MODULE.Farmer}
      calls={farmerApi}
      columns={farmerColumns}
      rowKey={(farmer: FarmerRow) => farmer.farmerKeyID}
      rowName={(farmer) => `${farmer.farmerName} (${farmer.farmerCode})`}
      form={form}
      exportName="farmers"
      filters={
        <>
          <StatusFilter />
          <ListFilterSelect filterKey="marketKeyID" label="Market" options={marketOptions} />
        </>
      }
    />
  )
}
