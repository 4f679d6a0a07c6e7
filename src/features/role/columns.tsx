import type { RoleRow } from '@contracts'
import { auditColumns, type ListColumn, listColumnHelper, NameCell } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { formatNumber } from '@/lib/format'

const column = listColumnHelper<RoleRow>()

const yesNo = (value: unknown) => (value ? 'Yes' : 'No')

/** Column ids are the contract's sort columns (ROLE_SORT_COLUMNS); Super Admin is not sortable. */
export const roleColumns: ListColumn<RoleRow>[] = [
  ...column.columns([
    column.accessor('roleName', {
      header: 'Role Name',
      cell: ({ row }) => (
        <NameCell
          name={row.original.roleName}
          secondary={row.original.isSystem ? <Badge tone="brand">System</Badge> : null}
        />
      ),
    }),
    column.accessor('isSuperAdmin', {
      header: 'Super Admin',
      enableSorting: false,
      cell: (info) => yesNo(info.getValue()),
      meta: { exportText: yesNo },
    }),
    column.accessor('employeeCount', {
      header: 'Employees',
      cell: (info) => formatNumber(info.getValue()),
      meta: { className: 'text-right tabular-nums' },
    }),
  ]),
  ...auditColumns<RoleRow>(),
]
