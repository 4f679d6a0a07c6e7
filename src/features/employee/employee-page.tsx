import { type EmployeeRow, MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { CrudPage, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, RowAction, StatusFilter } from '@/components/data-table'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { roleQueries } from '@/features/role/api'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { useAccountReach } from './account-reach'
import { employeeApi } from './api'
import { employeeColumns } from './columns'
import { employeeForm } from './employee-form'
import { ResetPasswordDialog } from './reset-password-dialog'

function EmployeeFilters() {
  const roles = useQuery(roleQueries.lookup())
  const { markets } = useSelectedMarket()
  return (
    <>
      <ListFilterSelect
        filterKey="roleTypeID"
        label="Role"
        options={roles.data?.map((r) => ({ value: r.roleTypeID, label: r.roleName })) ?? []}
      />
      <StatusFilter />
      <ListFilterSelect
        filterKey="marketKeyID"
        label="Market"
        options={markets.map((m) => ({ value: m.marketKeyID, label: m.marketPlaceName }))}
      />
    </>
  )
}

/** /employee-list: the firm's staff, with add, edit, password reset, market assignment, status and delete. */
export function EmployeePage() {
  const can = useCan(MODULE.Employee)
  const outOfReach = useAccountReach()
  const navigate = useNavigate()
  const [resetting, setResetting] = useState<EmployeeRow | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  return (
    <>
      <CrudPage
        noun="Employee"
        moduleId={MODULE.Employee}
        calls={employeeApi}
        columns={employeeColumns}
        rowKey={(employee: EmployeeRow) => employee.employeeKeyID}
        rowName={(employee) => employee.employeeName}
        form={employeeForm}
        outOfReach={outOfReach}
        filters={<EmployeeFilters />}
        exportName="employees"
        extraRowActions={(employee) => {
          const unreachable = outOfReach(employee)
          return (
            <>
              <RowAction
                icon="password"
                label={`Reset Password of ${employee.employeeName}`}
                onClick={() => setResetting(employee)}
                disabled={!can.update || unreachable !== null}
                disabledReason={unreachable ?? NOT_ALLOWED}
              />
              <RowAction
                icon="markets"
                label={`Assign Markets to ${employee.employeeName}`}
                onClick={() =>
                  navigate({ to: '/assign-market', search: { employeeKeyID: employee.employeeKeyID } })
                }
                disabled={!can.update || unreachable !== null}
                disabledReason={unreachable ?? NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      <ResetPasswordDialog
        employee={resetting}
        onClose={() => setResetting(null)}
        onSaved={(message) => {
          setResetting(null)
          setSuccess(message)
        }}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}
