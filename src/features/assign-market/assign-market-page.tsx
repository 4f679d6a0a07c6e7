import { AssignEmployeeMarketsRequestSchema, type Employee, MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { MarketsField } from '@/components/form'
import { PageForm } from '@/components/form/page-form'
import { Button, Spinner } from '@/components/ui/button'
import { Combobox } from '@/components/ui/combobox'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { employeeApi, employeeQueries } from '@/features/employee/api'
import { roleQueries } from '@/features/role/api'
import { useCan } from '@/lib/permissions'

export const MARKETS_ASSIGNED = 'Markets Assigned Successfully'

const route = getRouteApi('/_app/assign-market')

/**
 * /assign-market: choose an employee, tick the markets they work in, save. The chosen employee is in
 * the URL, so the employee list can link here and a reload keeps the choice.
 */
export function AssignMarketPage() {
  const { employeeKeyID } = route.useSearch()
  const navigate = route.useNavigate()
  const pickerId = useId()
  const employees = useQuery(employeeQueries.choices())
  const [success, setSuccess] = useState<string | null>(null)

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Employee"
        className="rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <label htmlFor={pickerId} className="text-sm font-medium text-slate-700">
          Employee
        </label>
        <Combobox
          id={pickerId}
          className="mt-1 max-w-md"
          value={employeeKeyID ?? null}
          loading={employees.isLoading}
          placeholder="Search by name, mobile or role"
          options={
            employees.data?.map((e) => ({
              value: e.employeeKeyID,
              label: e.employeeName,
              description: [e.roleTypeName, e.mobileNo, e.isActive ? '' : 'Inactive']
                .filter(Boolean)
                .join(' · '),
            })) ?? []
          }
          onChange={(key) => navigate({ search: { employeeKeyID: key } })}
        />
        {employees.isError && (
          <div role="alert" className="mt-2 flex items-center gap-3 text-sm text-red-700">
            {employees.error.message}
            <Button size="sm" variant="secondary" onClick={() => employees.refetch()}>
              Retry
            </Button>
          </div>
        )}
      </section>
      {employeeKeyID ? (
        <EmployeeMarkets employeeKeyID={employeeKeyID} onSaved={setSuccess} />
      ) : (
        <p className="rounded-app border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          Choose an employee to see and change the markets they work in.
        </p>
      )}
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </div>
  )
}

function EmployeeMarkets({
  employeeKeyID,
  onSaved,
}: {
  employeeKeyID: string
  onSaved: (message: string) => void
}) {
  const model = useQuery(employeeApi.queries.model(employeeKeyID))
  if (model.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-app bg-white p-6 text-sm text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" /> Loading…
      </p>
    )
  }
  if (model.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-app bg-white p-6">
        <p className="text-sm text-red-700">{model.error.message}</p>
        <Button variant="secondary" onClick={() => model.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  // A new form for each employee, starting from their stored markets.
  return <MarketsForm key={employeeKeyID} employee={model.data} onSaved={onSaved} />
}

function MarketsForm({ employee, onSaved }: { employee: Employee; onSaved: (message: string) => void }) {
  const can = useCan(MODULE.Employee)
  const assign = employeeApi.useAssignMarkets()
  // Reading a role needs Role view; without it the markets are shown, and the server still decides.
  const role = useQuery(roleQueries.model(employee.roleTypeID))
  const title = `Markets of ${employee.employeeName}`

  if (role.data?.isSuperAdmin) {
    return (
      <section
        aria-label={title}
        className="rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p role="status" className="mt-2 rounded-app bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {employee.employeeName} is a {employee.roleTypeName} and sees all markets.
        </p>
      </section>
    )
  }
  return (
    <PageForm
      title={title}
      description={`Role: ${employee.roleTypeName}. Select Market shows ${employee.employeeName} only the markets ticked here.`}
      schema={AssignEmployeeMarketsRequestSchema}
      defaultValues={{ employeeKeyID: employee.employeeKeyID, marketKeyIDs: employee.marketKeyIDs }}
      submitLabel="Save"
      notAllowed={can.update ? null : NOT_ALLOWED}
      onSubmit={async (values) => {
        await assign.mutateAsync(values)
        return MARKETS_ASSIGNED
      }}
      onSaved={onSaved}
    >
      {({ control }) => <MarketsField control={control} name="marketKeyIDs" className="sm:col-span-2" />}
    </PageForm>
  )
}
