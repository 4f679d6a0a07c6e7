import type { AccountantReportRow, EmployeeReportRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { ListFilterSelect, listColumnHelper, NameCell, yesNoText } from '@/components/data-table'
import { employeeQueries } from '@/features/employee/api'
import { roleQueries } from '@/features/role/api'
import { reportQuery } from './api'
import { figure, money, moneyColumn, numberColumn, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const employee = listColumnHelper<EmployeeReportRow>()

/** Per user: the documents they made or changed in the period, and how many of those they cancelled. */
export const employeeReport: ReportDefinition<EmployeeReportRow> = {
  name: 'employee',
  title: 'Employee Report',
  fileStem: 'employee-report',
  query: reportQuery('employee'),
  columns: [
    employee.accessor('employeeName', {
      header: 'Employee',
      cell: (info) => <NameCell name={info.getValue()} secondary={info.row.original.mobileNo} />,
    }),
    employee.accessor('roleName', { header: 'Role' }),
    employee.accessor('isActive', {
      header: 'Active',
      cell: (info) => yesNoText(info.getValue()),
      enableSorting: false,
      meta: { exportText: yesNoText },
    }),
    employee.accessor('vehicleEntries', { header: 'Vehicle Entries', cell: figure, meta: numberColumn }),
    employee.accessor('tokens', { header: 'Tokens', cell: figure, meta: numberColumn }),
    employee.accessor('auctionLines', { header: 'Sale Lines', cell: figure, meta: numberColumn }),
    employee.accessor('bills', { header: 'Bills', cell: figure, meta: numberColumn }),
    employee.accessor('cancellations', { header: 'Cancellations', cell: figure, meta: numberColumn }),
  ],
  getRowId: (row) => row.employeeKeyID,
  rowName: (row) => row.employeeName,
  searchPlaceholder: 'Search employee, role, mobile',
}

const accountant = listColumnHelper<AccountantReportRow>()

/** Per user: bills made, money received and paid by mode, expenses, and their wallet days' variance. */
export const accountantReport: ReportDefinition<AccountantReportRow> = {
  name: 'accountant',
  title: 'Accountant Report',
  fileStem: 'accountant-report',
  query: reportQuery('accountant'),
  columns: [
    accountant.accessor('employeeName', {
      header: 'Employee',
      cell: (info) => <NameCell name={info.getValue()} />,
    }),
    accountant.accessor('roleName', { header: 'Role', meta: { optional: true } }),
    accountant.accessor('bills', {
      header: 'Bills',
      cell: figure,
      meta: { ...numberColumn, optional: true },
    }),
    accountant.accessor('billAmount', { header: 'Bill Amount', cell: money, meta: moneyColumn }),
    accountant.accessor('cashReceipts', { header: 'Cash Received', cell: money, meta: moneyColumn }),
    accountant.accessor('onlineReceipts', { header: 'Online Received', cell: money, meta: moneyColumn }),
    accountant.accessor('cashPayments', { header: 'Cash Paid', cell: money, meta: moneyColumn }),
    accountant.accessor('onlinePayments', { header: 'Online Paid', cell: money, meta: moneyColumn }),
    accountant.accessor('expenses', { header: 'Expenses', cell: money, meta: moneyColumn }),
    accountant.accessor('walletVariance', { header: 'Wallet Variance', cell: money, meta: moneyColumn }),
  ],
  getRowId: (row) => row.employeeKeyID,
  rowName: (row) => row.employeeName,
  searchPlaceholder: 'Search employee, role',
}

/** Role and employee filters, shared by both staff reports. */
function StaffFilters() {
  const roles = useQuery(roleQueries.lookup())
  const employees = useQuery(employeeQueries.choices())
  return (
    <>
      <ListFilterSelect
        filterKey="roleTypeID"
        label="Role"
        options={roles.data?.map((r) => ({ value: r.roleTypeID, label: r.roleName })) ?? []}
      />
      <ListFilterSelect
        filterKey="employeeKeyID"
        label="Employee"
        options={employees.data?.map((e) => ({ value: e.employeeKeyID, label: e.employeeName })) ?? []}
      />
    </>
  )
}

/** /employeeReport */
export function EmployeeReportPage() {
  return <ReportPage report={employeeReport} filters={<StaffFilters />} />
}

/** /accountantReport: the role filter picks the Accountants or the Cashiers. */
export function AccountantReportPage() {
  return <ReportPage report={accountantReport} filters={<StaffFilters />} />
}
