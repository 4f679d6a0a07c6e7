import type { RowData } from '@tanstack/react-table'
import { Badge } from '@/components/ui/badge'
import { dateColumn } from './cells'
import { type ListColumn, listColumnHelper } from './table-features'

/** What every master row carries (contracts/core/fields.ts auditEntries). */
export interface AuditedRow {
  isActive: boolean
  createdDate: string
}

export const statusText = (active: unknown): string => (active ? 'Active' : 'Inactive')

/**
 * Status and Created Date, the last two columns of every master list, sortable on the server by their
 * ids (isActive, createdDate) and exported as the text the user sees.
 */
export function auditColumns<TRow extends RowData & AuditedRow>(): ListColumn<TRow>[] {
  const column = listColumnHelper<TRow>()
  return [
    column.accessor((row) => row.isActive, {
      id: 'isActive',
      header: 'Status',
      cell: (info) => <Badge tone={info.getValue() ? 'green' : 'slate'}>{statusText(info.getValue())}</Badge>,
      meta: { exportText: statusText },
    }),
    column.accessor((row) => row.createdDate, {
      id: 'createdDate',
      header: 'Created Date',
      ...dateColumn,
    }),
  ]
}
