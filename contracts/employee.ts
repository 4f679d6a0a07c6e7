import * as v from 'valibot'
import { endpoint, QueryKeyID } from './core'

export const EmployeeSchema = v.object({
  employeeKeyID: v.string(),
  employeeName: v.string(),
  mobileNo: v.string(),
  emailID: v.string(),
  roleTypeID: v.number(),
  roleTypeName: v.string(),
  designation: v.string(),
  profilePhoto: v.string(),
  isActive: v.boolean(),
})
export type Employee = v.InferOutput<typeof EmployeeSchema>

export const employee = {
  getEmployeeModel: endpoint({
    method: 'GET',
    path: 'Employee/GetEmployeeModel',
    query: v.object({ EmployeeKeyID: QueryKeyID }),
    data: EmployeeSchema,
  }),
} as const
