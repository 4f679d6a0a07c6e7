import { api, type Employee } from '../../contracts'
import { notFound } from '../errors'
import { handlers } from '../register'

export const EMPLOYEE_NOT_FOUND = 'Employee not found.'

export const employeeHandlers = handlers(api.employee, {
  // Another firm's employee is "not found": the answer must not reveal that the key exists.
  getEmployeeModel: ({ query, session, ctx }): Employee => {
    const row = ctx.store.employees.get(query.EmployeeKeyID)
    if (!row || row.companyKeyID !== session.companyKeyID) throw notFound(EMPLOYEE_NOT_FOUND)
    return {
      employeeKeyID: row.employeeKeyID,
      employeeName: row.employeeName,
      mobileNo: row.mobileNo,
      emailID: row.emailID,
      roleTypeID: row.roleTypeID,
      roleTypeName: row.roleTypeName,
      designation: row.designation,
      profilePhoto: row.profilePhoto,
      isActive: row.isActive,
    }
  },
})
