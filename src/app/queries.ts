import { employee, market } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { STORAGE_KEYS, writeItem } from '@/lib/storage'

/** The shell's own data: the Select Market list and the signed-in employee's photo. */
export const shellQueries = {
  /** The markets module invalidates ['market'] after a change, which refreshes this list. */
  marketLookup: (companyKeyID: string) =>
    queryOptions({
      queryKey: ['market', 'lookup', companyKeyID],
      queryFn: () => call(market.lookup, { query: { CompanyKeyID: companyKeyID } }),
      enabled: Boolean(companyKeyID),
    }),
  employeeModel: (userKeyID: string) =>
    queryOptions({
      queryKey: ['employee', 'model', userKeyID],
      queryFn: async () => {
        const record = await call(employee.getEmployeeModel, { query: { EmployeeKeyID: userKeyID } })
        // The profile image is also kept locally, so the avatar shows it on the next start.
        writeItem(STORAGE_KEYS.profileImage, record.profilePhoto)
        return record
      },
      enabled: Boolean(userKeyID),
    }),
}
