import { employee } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { employeeApi } from '@/features/employee/api'
import { marketQueries } from '@/features/market/api'
import { call } from '@/lib/api-client'
import { STORAGE_KEYS, writeItem } from '@/lib/storage'

/** The shell's own data: the Select Market list and the signed-in employee's photo. */
export const shellQueries = {
  /** The markets module invalidates its root after a change, which refreshes this list. */
  marketLookup: marketQueries.lookup,
  /** Under the employee module's model key: a photo saved in Employees shows in the avatar at once. */
  employeeModel: (userKeyID: string) =>
    queryOptions({
      queryKey: employeeApi.keys.model(userKeyID),
      queryFn: async () => {
        const record = await call(employee.getEmployeeModel, { query: { EmployeeKeyID: userKeyID } })
        // The profile image is also kept locally, so the avatar shows it on the next start.
        writeItem(STORAGE_KEYS.profileImage, record.profilePhoto)
        return record
      },
      enabled: Boolean(userKeyID),
    }),
}
