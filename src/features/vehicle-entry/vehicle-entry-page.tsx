import { MODULE, VEHICLE_ENTRY_STATUS, VEHICLE_ENTRY_STATUSES, type VehicleEntryRow } from '@contracts'
import { useState } from 'react'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { ReasonDialog } from '@/components/form'
import { openDocument } from '@/components/print'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { useCancelVehicleEntry, vehicleEntryQueries } from './api'
import { vehicleEntryColumns } from './columns'
import { EntryTokens } from './entry-tokens'
import { MarkOutDialog } from './mark-out-dialog'
import { VehicleEntryFormDialog } from './vehicle-entry-form'

const rowName = (row: VehicleEntryRow) => `entry ${row.entryNo} ${row.vehicleNo}`

/**
 * /vehicle-entry-list: the selected market's gate, today by default. Vehicles come In with their
 * farmers' tokens, go Out (a trolley weighed empty) or are cancelled with a reason.
 */
export function VehicleEntryPage() {
  const { marketKeyID, marketPlaceName } = useSelectedMarket()
  const can = useCan(MODULE.VehicleEntry)
  const [editing, setEditing] = useState<{ key: string | null } | null>(null)
  const [markingOut, setMarkingOut] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<VehicleEntryRow | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const cancel = useCancelVehicleEntry()
  const done = (message: string) => {
    setEditing(null)
    setMarkingOut(null)
    setCancelling(null)
    setSuccess(message)
  }

  return (
    <>
      <ListPage
        label="Vehicle Entries"
        dateRange="today"
        columns={vehicleEntryColumns}
        query={(request: ListRequest) =>
          vehicleEntryQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.vehicleEntryKeyID}
        rowName={rowName}
        exportName="vehicle-entries"
        searchPlaceholder="Search vehicle no., driver, village, farmer"
        filters={<ListFilterSelect filterKey="status" label="Status" options={VEHICLE_ENTRY_STATUSES} />}
        actions={
          <InsertButton
            allowed={can.insert}
            ready={Boolean(marketKeyID)}
            onClick={() => setEditing({ key: null })}
          >
            Add Vehicle Entry
          </InsertButton>
        }
        rowDetail={(row) => <EntryTokens vehicleEntryKeyID={row.vehicleEntryKeyID} />}
        rowActions={(row) => {
          const name = rowName(row)
          const isIn = row.status === VEHICLE_ENTRY_STATUS.In
          const notIn = 'Only a vehicle that is In.'
          return (
            <>
              <RowAction
                icon="edit"
                label={`Edit ${name}`}
                onClick={() => setEditing({ key: row.vehicleEntryKeyID })}
                disabled={!can.update || !isIn}
                disabledReason={can.update ? notIn : NOT_ALLOWED}
              />
              <RowAction
                icon="exit"
                label={`Mark Out ${name}`}
                onClick={() => setMarkingOut(row.vehicleEntryKeyID)}
                disabled={!can.update || !isIn}
                disabledReason={can.update ? notIn : NOT_ALLOWED}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => setCancelling(row)}
                disabled={!can.delete || !isIn}
                disabledReason={can.delete ? notIn : NOT_ALLOWED}
              />
              <RowAction
                icon="print"
                label={`Print gate slip of ${name}`}
                onClick={() => openDocument(`/gate-slip/${row.vehicleEntryKeyID}`)}
              />
            </>
          )
        }}
      />
      {marketKeyID && (
        <VehicleEntryFormDialog
          editing={editing}
          marketKeyID={marketKeyID}
          marketName={marketPlaceName ?? ''}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      <MarkOutDialog vehicleEntryKeyID={markingOut} onClose={() => setMarkingOut(null)} onSaved={done} />
      <ReasonDialog
        open={cancelling !== null}
        title={cancelling ? `Cancel Vehicle Entry ${cancelling.entryNo} (${cancelling.vehicleNo})` : ''}
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ vehicleEntryKeyID: cancelling.vehicleEntryKeyID, reason })
          return `Vehicle entry ${cancelling.entryNo} cancelled.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={done}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
