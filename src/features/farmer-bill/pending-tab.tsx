import { MODULE, type PENDING_TOKEN_SORT_COLUMNS, type PendingTokenRow, tokenLabel } from '@contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { InsertButton } from '@/components/crud-page'
import { ListPage, type ListRequest, type ListSearch, type Paged } from '@/components/data-table'
import { useCan } from '@/lib/permissions'
import { farmerBillKeys, farmerBillQueries } from './api'
import { pendingTokenColumns } from './columns'
import { type Picked, pickTokens } from './combine'
import { PattiDialog } from './patti-dialog'

type SortColumn = (typeof PENDING_TOKEN_SORT_COLUMNS)[number]

const rowName = (row: PendingTokenRow) => `token ${tokenLabel(row.tokenNo)} ${row.farmerName}`

/** 'T-012, T-013 of Ramesh Pawar'. */
const subjectOf = (picked: Picked) => {
  const rows = [...picked.values()]
  return rows.length ? `${rows.map((r) => tokenLabel(r.tokenNo)).join(', ')} of ${rows[0]!.farmerName}` : ''
}

export interface PendingTabProps {
  marketKeyID: string
  onGenerated: (farmerBillKeyID: string) => void
}

/**
 * Auctioned tokens without a patti. Ticking picks tokens for one patti (several only of one farmer,
 * day and transport type); Generate Patti previews it and generates it.
 */
export function PendingTab({ marketKeyID, onGenerated }: PendingTabProps) {
  const can = useCan(MODULE.FarmerBilling)
  const queryClient = useQueryClient()
  // The Bills list holds the URL; this one holds its own view.
  const [search, setSearch] = useState<ListSearch<SortColumn>>({})
  const [picked, setPicked] = useState<Picked>(new Map())
  const [refused, setRefused] = useState<string | null>(null)
  const [generating, setGenerating] = useState<readonly string[] | null>(null)

  /** A ticked row is on a page the list has loaded. */
  const rowOf = (id: string) => {
    for (const [, page] of queryClient.getQueriesData<Paged<PendingTokenRow>>({
      queryKey: [...farmerBillKeys.all, 'pending'],
    })) {
      const row = page?.data.find((r) => r.tokenKeyID === id)
      if (row) return row
    }
    return undefined
  }

  return (
    <>
      <ListPage<PendingTokenRow, SortColumn>
        label="Pending Tokens"
        columns={pendingTokenColumns}
        query={(request: ListRequest<SortColumn>) =>
          farmerBillQueries.pending({ ...request, marketKeyID } as never)
        }
        getRowId={(row) => row.tokenKeyID}
        view={{ search, onChange: setSearch }}
        dateRange={false}
        searchPlaceholder="Search token, farmer, village, vehicle no."
        rowName={rowName}
        selection={{
          selected: new Set(picked.keys()),
          onChange: (ids) => {
            const next = pickTokens(picked, ids, rowOf)
            setPicked(next.picked)
            setRefused(next.refused)
          },
          bulkActions: (
            <>
              <InsertButton
                allowed={can.insert}
                ready={picked.size > 0}
                onClick={() => setGenerating([...picked.keys()])}
              >
                Generate Patti
              </InsertButton>
              {refused && (
                <p role="alert" className="w-full rounded-app bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {refused}
                </p>
              )}
            </>
          ),
        }}
      />
      <PattiDialog
        tokenKeyIDs={generating}
        marketKeyID={marketKeyID}
        subject={subjectOf(picked)}
        onClose={() => setGenerating(null)}
        onGenerated={(key) => {
          setGenerating(null)
          setPicked(new Map())
          setRefused(null)
          onGenerated(key)
        }}
      />
    </>
  )
}
