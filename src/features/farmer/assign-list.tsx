import type { FARMER_SORT_COLUMNS, FarmerRow } from '@contracts'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { ListPage, type ListRequest, type ListSearch } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { farmerQueries, useAssignFarmerMarket } from './api'
import { farmerIdentityColumns } from './columns'

type SortColumn = (typeof FARMER_SORT_COLUMNS)[number]

export interface AssignListProps {
  marketKeyID: string
  marketName: string
  /** The farmers already in the market (their button removes them), or the others (it assigns them). */
  assigned: boolean
  canUpdate: boolean
  /** After a change: the success message to show. */
  onChanged: (message: string) => void
}

const farmers = (count: number) => `${count} ${count === 1 ? 'farmer' : 'farmers'}`

/** The message after assigning or removing: how many farmers actually changed. */
export function assignedMessage(count: number, assigned: boolean, marketName: string): string {
  if (count === 0) return `No farmer changed: they were already ${assigned ? 'in' : 'out of'} ${marketName}.`
  return assigned
    ? `${farmers(count)} assigned to ${marketName} successfully.`
    : `${farmers(count)} removed from ${marketName} successfully.`
}

/** One side of /farmer-assign-market: a paged, searchable list of farmers with row checkboxes. */
export function AssignList({ marketKeyID, marketName, assigned, canUpdate, onChanged }: AssignListProps) {
  // Two lists share the page, so each holds its own view instead of the URL.
  const [search, setSearch] = useState<ListSearch<SortColumn>>({})
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const change = useAssignFarmerMarket()
  const title = `Farmers ${assigned ? '' : 'not '}assigned to ${marketName}`
  const action = assigned ? `Remove from ${marketName}` : `Assign to ${marketName}`

  const run = () => {
    change.mutate(
      { marketKeyID, farmerKeyIDs: [...selected], assign: !assigned },
      {
        onSuccess: (count) => {
          setSelected(new Set())
          onChanged(assignedMessage(count, !assigned, marketName))
        },
      },
    )
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <ListPage<FarmerRow, SortColumn>
        label={title}
        columns={farmerIdentityColumns}
        query={(request: ListRequest<SortColumn>) =>
          farmerQueries.list({ ...request, marketKeyID, assigned } as never)
        }
        getRowId={(farmer) => farmer.farmerKeyID}
        view={{ search, onChange: setSearch }}
        dateRange={false}
        searchPlaceholder="Search farmers"
        rowName={(farmer) => `${farmer.farmerName} (${farmer.farmerCode})`}
        selection={{
          selected,
          onChange: setSelected,
          bulkActions: (
            <>
              <Button
                variant={assigned ? 'secondary' : 'primary'}
                onClick={run}
                busy={change.isPending}
                disabled={!canUpdate || selected.size === 0}
                title={
                  canUpdate ? (selected.size === 0 ? 'Tick the farmers first.' : undefined) : NOT_ALLOWED
                }
              >
                {action}
              </Button>
              {change.isError && (
                <p role="alert" className="w-full rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
                  {change.error.message}
                </p>
              )}
            </>
          ),
        }}
      />
    </div>
  )
}
