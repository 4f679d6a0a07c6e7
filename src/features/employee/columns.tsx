import type { EmployeeRow } from '@contracts'
import { Avatar } from '@/app/layout/avatar'
import { auditColumns, type ListColumn, listColumnHelper } from '@/components/data-table'

const column = listColumnHelper<EmployeeRow>()

const marketList = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '')

/** The first market and how many more: the whole list is in the tooltip and the export. */
function MarketsCell({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="text-slate-500">None</span>
  const [first, ...rest] = names
  return (
    <span title={marketList(names)}>
      {first}
      {rest.length > 0 && <span className="whitespace-nowrap text-slate-500"> +{rest.length} more</span>}
    </span>
  )
}

/** Column ids are the contract's sort columns (EMPLOYEE_SORT_COLUMNS); Markets is not sortable. */
export const employeeColumns: ListColumn<EmployeeRow>[] = [
  ...column.columns([
    column.accessor('employeeName', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex items-center gap-2.5">
          {/* The shell's avatar, drawn smaller to keep rows short. */}
          <span className="shrink-0 *:h-8 *:w-8 *:text-xs">
            <Avatar name={row.original.employeeName} photo={row.original.profilePhoto || null} />
          </span>
          <span className="font-medium text-slate-900">{row.original.employeeName}</span>
        </span>
      ),
    }),
    column.accessor('mobileNo', { header: 'Mobile', meta: { className: 'tabular-nums' } }),
    column.accessor('emailID', {
      header: 'Email',
      meta: { className: 'min-w-40 [overflow-wrap:anywhere]', optional: true },
    }),
    column.accessor('roleTypeName', { header: 'Role' }),
    column.accessor('designation', { header: 'Designation' }),
    column.accessor('marketNames', {
      header: 'Markets',
      enableSorting: false,
      cell: (info) => <MarketsCell names={info.getValue()} />,
      meta: { exportText: marketList },
    }),
  ]),
  ...auditColumns<EmployeeRow>(),
]
