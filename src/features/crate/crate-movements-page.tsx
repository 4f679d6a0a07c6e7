import {
  BILL_STATUSES,
  CRATE_DIRECTIONS,
  CRATE_MOVEMENT_STATUS,
  type CrateMovementRow,
  MODULE,
  PARTY_TYPES,
} from '@contracts'
import { useNavigate } from '@tanstack/react-router'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { ONLY_ACTIVE } from '@/components/money'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { crateQueries, useCancelCrateMovement, useReturnableTypeOptions } from './api'
import { ledgerSearch } from './ledger-search'
import { crateMovementColumns } from './movement-columns'
import { useMovementEntry } from './movement-form'

const rowName = (row: CrateMovementRow) => `movement ${row.movementNo} ${row.partyName}`

/**
 * /crate-movements: every count of crates that went out or came back in the selected market, newest
 * first; a movement entered by mistake is cancelled with a reason and stays in the list, marked.
 */
export function CrateMovementsPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Crate)
  const navigate = useNavigate()
  const typeOptions = useReturnableTypeOptions()
  const success = useSuccessDialog()
  const entry = useMovementEntry(marketKeyID, success.show)
  const cancel = useCancelCrateMovement()
  const cancelling = useReasonAction<CrateMovementRow>({
    title: (row) => `Cancel Crate Movement ${row.movementNo} (${row.partyName})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ crateMovementKeyID: row.crateMovementKeyID, reason })
      return `Crate Movement ${row.movementNo} cancelled.`
    },
    onSaved: success.show,
  })

  return (
    <>
      <ListPage
        label="Crate Movements"
        columns={crateMovementColumns}
        query={(request: ListRequest) =>
          crateQueries.movements({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.crateMovementKeyID}
        rowName={rowName}
        exportName="crate-movements"
        searchPlaceholder="Search movement, party, token, remarks"
        filters={
          <>
            <ListFilterSelect filterKey="partyType" label="Party Type" options={PARTY_TYPES} />
            <ListFilterSelect filterKey="crateTypeID" label="Crate Type" options={typeOptions} />
            <ListFilterSelect filterKey="direction" label="Direction" options={CRATE_DIRECTIONS} />
            <ListFilterSelect filterKey="status" label="Status" options={BILL_STATUSES} />
          </>
        }
        actions={
          <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={entry.start}>
            Add Crate Movement
          </InsertButton>
        }
        rowActions={(row) => {
          const name = rowName(row)
          return (
            <>
              <RowAction
                icon="view"
                label={`Crate ledger of ${row.partyName}`}
                onClick={() => void navigate({ to: '/crate-ledger', search: ledgerSearch(row) as never })}
              />
              <RowAction
                icon="cancel"
                tone="danger"
                label={`Cancel ${name}`}
                onClick={() => cancelling.start(row)}
                disabled={!can.delete || row.status !== CRATE_MOVEMENT_STATUS.Active}
                disabledReason={can.delete ? ONLY_ACTIVE : NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      {entry.dialog}
      {cancelling.dialog}
      {success.dialog}
    </>
  )
}
