import type { EmployeeRow } from '@contracts'
import { Avatar } from '@/app/layout/avatar'
import { auditColumns, type ListColumn, listColumnHelper } from '@/components/data-table'

const column = listColumnHelper<EmployeeRow>()

const marketList = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '')

/** Column ids are the contract's sort columns (EMPLOYEE_SORT_COLUMNS); Markets is not sortable. */
export const employeeColumns: ListColumn<EmployeeRow>[] = [
  ...column.columns([
    column.accessor('employeeName', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <Avatar name={row.original.employeeName} photo={row.original.profilePhoto || null} />
          <span className="font-medium text-slate-900">{row.original.employeeName}</span>
        </span>
      ),
      meta: { className: 'min-w-44' },
    }),
    column.accessor('mobileNo', { header: 'Mobile', meta: { className: 'tabular-nums' } }),
    column.accessor('emailID', { header: 'Email', meta: { className: 'break-all min-w-40' } }),
    column.accessor('roleTypeName', { header: 'Role' }),
    column.accessor('designation', { header: 'Designation' }),
    column.accessor('marketNames', {
      header: 'Markets',
      enableSorting: false,
      cell: (info) => marketList(info.getValue()) || <span className="text-slate-400">None</span>,
      meta: { className: 'min-w-36', exportText: marketList },
    }),
  ]),
  ...auditColumns<EmployeeRow>(),
]
