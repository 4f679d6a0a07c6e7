import { api, EMPLOYEE_MESSAGES, type EmployeeRow } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { marketApi } from '@/features/market/api'
import { call } from '@/lib/api-client'
import { crudApi, type RecordKey } from '@/lib/crud-api'
import { failureText } from './failure-text'

/**
 * An employee's markets decide what their Select Market lists, so changes refresh the market lookup too.
 * The model query shares the shell's key (the module's model key): the avatar follows a saved photo.
 */
const marketLookups = marketApi.keys.lookup()
const crud = crudApi('employee', {
  table: { ...api.employee, model: api.employee.getEmployeeModel },
  alsoInvalidates: [marketLookups],
})
const meta = { invalidates: crud.invalidates }

const byKey = (key: RecordKey) => ({ query: { EmployeeKeyID: String(key) } })

export const employeeApi = {
  ...crud,
  useRemove: () =>
    useMutation({
      mutationFn: (key: RecordKey) =>
        call(api.employee.remove, byKey(key)).catch((error: unknown) => {
          throw new Error(failureText(error, EMPLOYEE_MESSAGES.deleteFailed, EMPLOYEE_MESSAGES.deleteError))
        }),
      meta,
    }),
  useChangeStatus: () =>
    useMutation({
      mutationFn: (key: RecordKey) =>
        call(api.employee.changeStatus, byKey(key)).catch((error: unknown) => {
          throw new Error(failureText(error, EMPLOYEE_MESSAGES.statusFailed, EMPLOYEE_MESSAGES.statusError))
        }),
      meta,
    }),
  useResetPassword: () =>
    useMutation({
      mutationFn: (body: { employeeKeyID: string; newPassword: string }) =>
        call(api.employee.resetPassword, { body }),
      meta: { invalidates: [crud.keys.all] },
    }),
  useAssignMarkets: () =>
    useMutation({
      mutationFn: (body: { employeeKeyID: string; marketKeyIDs: string[] }) =>
        call(api.employee.assignMarkets, { body }),
      // The top bar's Select Market shows only assigned markets (to anyone but a Super Admin).
      meta: { invalidates: [crud.keys.all, marketApi.keys.all] },
    }),
}
/** Firms have tens of staff, not thousands: a picker lists them all, a page of 100 at a time. */
const CHOICE_PAGE = 100

export const employeeQueries = {
  ...employeeApi.queries,
  /** Every employee of the firm by name, for a searchable picker. */
  choices: () =>
    queryOptions({
      queryKey: [...crud.keys.all, 'choices'],
      queryFn: async () => {
        const all: EmployeeRow[] = []
        for (let pageNo = 0; ; pageNo++) {
          const page = await call(api.employee.list, {
            body: {
              pageNo,
              pageSize: CHOICE_PAGE,
              sortingColumnName: 'employeeName',
              sortingDirection: 'asc',
            },
          })
          all.push(...page.data)
          if (page.data.length < CHOICE_PAGE || all.length >= page.totalCount) return all
        }
      },
    }),
}
