import type { RowData } from '@tanstack/react-table'
import { dateColumn, type ListColumn, listColumnHelper } from '@/components/data-table'
import { money, moneyColumn } from './report-definition'

/** What every row of a party statement carries, whatever its documents. */
interface StatementRow {
  rowKeyID: string
  date: string
  kind: string
  documentNo: string
  balance: number
}

const unsorted = { enableSorting: false } as const

/**
 * A party statement's columns: date, document and number, then the party's own columns, then the
 * balance after each row, whose footer (the `closing` total) is the statement's closing.
 */
export function statementColumns<TRow extends RowData & StatementRow>(
  own: ListColumn<TRow>[],
): ListColumn<TRow>[] {
  const column = listColumnHelper<TRow>()
  return [
    column.accessor((row) => row.date, { id: 'date', header: 'Date', ...dateColumn }),
    column.accessor((row) => row.kind, { id: 'kind', header: 'Document', ...unsorted }),
    column.accessor((row) => row.documentNo, {
      id: 'documentNo',
      header: 'No.',
      ...unsorted,
      meta: { className: 'whitespace-nowrap' },
    }),
    ...own,
    column.accessor((row) => row.balance, {
      id: 'closing',
      header: 'Balance',
      cell: money,
      ...unsorted,
      meta: moneyColumn,
    }),
  ]
}

export const statementRowId = (row: StatementRow) => row.rowKeyID
export const statementRowName = (row: StatementRow) => `${row.kind} ${row.documentNo}`
