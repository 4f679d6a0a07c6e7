import { employee } from '@contracts'
import { queryOptions } from '@tanstack/react-query'
import { employeeApi } from '@/features/employee/api'
import { call } from '@/lib/api-client'
import { STORAGE_KEYS, writeItem } from '@/lib/storage'

/** The shell's own data: the signed-in employee's photo (Select Market reads the market module's lookup). */
export const shellQueries = {
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
