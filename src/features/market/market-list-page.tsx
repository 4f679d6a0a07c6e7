import { MARKET_MESSAGES, type MarketRow } from '@contracts'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ListPage, RowAction } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { CHANGE_STATUS_MESSAGE, ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { marketQueries, useChangeMarketStatus, useDeleteMarket } from './api'
import { marketColumns } from './columns'
import { MarketFormDialog } from './market-form-dialog'

type Confirming = { action: 'delete' | 'status'; market: MarketRow }

const rowId = (market: MarketRow) => market.marketKeyID

/** /market-list: the markets of the firm, with add, edit, default services, status and delete. */
export function MarketListPage() {
  const navigate = useNavigate()
  const [editing, setEditing] = useState<{ marketKeyID: string | null } | null>(null)
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const remove = useDeleteMarket()
  const changeStatus = useChangeMarketStatus()
  const running = confirming?.action === 'delete' ? remove : changeStatus

  const ask = (action: Confirming['action'], market: MarketRow) => {
    remove.reset()
    changeStatus.reset()
    setConfirming({ action, market })
  }
  const confirm = () => {
    if (!confirming) return
    const { action, market } = confirming
    const done = action === 'delete' ? MARKET_MESSAGES.deleted : MARKET_MESSAGES.statusChanged
    running.mutate(market.marketKeyID, {
      onSuccess: () => {
        setConfirming(null)
        setSuccess(done)
      },
    })
  }

  return (
    <>
      <ListPage
        label="Markets"
        columns={marketColumns}
        query={marketQueries.list}
        getRowId={rowId}
        exportName="markets"
        searchPlaceholder="Search markets"
        actions={<Button onClick={() => setEditing({ marketKeyID: null })}>Add Market</Button>}
        rowActions={(market) => (
          <>
            <RowAction
              icon="edit"
              label={`Edit ${market.marketPlaceName}`}
              onClick={() => setEditing({ marketKeyID: market.marketKeyID })}
            />
            <RowAction
              icon="services"
              label={`Default Services of ${market.marketPlaceName}`}
              onClick={() =>
                navigate({ to: '/default-services', state: { marketKeyID: market.marketKeyID } })
              }
            />
            <RowAction
              icon="status"
              label={`Change Status of ${market.marketPlaceName}`}
              onClick={() => ask('status', market)}
            />
            <RowAction
              icon="delete"
              tone="danger"
              label={`Delete ${market.marketPlaceName}`}
              onClick={() => ask('delete', market)}
            />
          </>
        )}
      />
      <MarketFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null)
          setSuccess(message)
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirming?.action === 'delete'
            ? `Do you want to delete the market ${confirming.market.marketPlaceName}?`
            : CHANGE_STATUS_MESSAGE
        }
        busy={running.isPending}
        error={running.error?.message}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
