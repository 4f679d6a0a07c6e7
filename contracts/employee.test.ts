import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PASSWORD_RULE } from './account'
import { REQUIRED } from './core'
import { AddUpdateEmployeeRequestSchema, accountOutOfReach, EMPLOYEE_MESSAGES } from './employee'
import { PERMISSION_ACTIONS, PERMISSION_MODULES, type Role } from './role'

const messagesOf = (input: object) => {
  const result = v.safeParse(AddUpdateEmployeeRequestSchema, input)
  return result.success ? {} : v.flatten<typeof AddUpdateEmployeeRequestSchema>(result.issues).nested
}

const valid = { employeeName: 'Kiran Aher', mobileNo: '9811122233', roleTypeID: 7 }

describe('AddUpdateEmployeeRequestSchema', () => {
  it('a new employee needs a password, reported with the other problems', () => {
    const nested = messagesOf({ employeeName: '', mobileNo: '', roleTypeID: null, password: '' })
    expect(nested?.password).toEqual([REQUIRED])
    expect(nested?.employeeName).toEqual([REQUIRED])
    expect(messagesOf({ ...valid, password: 'short' })?.password).toEqual([PASSWORD_RULE])
    expect(v.is(AddUpdateEmployeeRequestSchema, { ...valid, password: 'Gate@2026' })).toBe(true)
  })

  it('an update ignores the password', () => {
    const key = '0b0f4c1e-1111-4222-8333-944455556666'
    expect(v.is(AddUpdateEmployeeRequestSchema, { ...valid, employeeKeyID: key })).toBe(true)
  })
})

/** A role granting `grants` (`<moduleId>:<action>`). */
const roleWith = (grants: string[], isSuperAdmin = false): Role => ({
  roleTypeID: 9,
  roleName: 'Test',
  isSuperAdmin,
  isSystem: false,
  isActive: true,
  modules: PERMISSION_MODULES.map(({ moduleId, moduleName }) => ({
    moduleId,
    moduleName,
    moduleActions: PERMISSION_ACTIONS.map(({ mActionId, mActionName, action }) => ({
      mActionId,
      mActionName,
      setDefaultAction: grants.includes(`${moduleId}:${action}`),
    })),
  })),
})

describe('accountOutOfReach', () => {
  const [first, second] = PERMISSION_MODULES.map((m) => m.moduleId)
  const manager = roleWith([`${first}:view`, `${first}:update`, `${second}:view`])

  it('lets a Super Admin manage everyone, a Super Admin too', () => {
    expect(accountOutOfReach(roleWith([], true), roleWith([], true))).toBeNull()
    expect(accountOutOfReach(roleWith([], true), manager)).toBeNull()
  })

  it('lets anyone else manage accounts whose rights are within their own', () => {
    expect(accountOutOfReach(manager, roleWith([`${first}:view`, `${second}:view`]))).toBeNull()
    expect(accountOutOfReach(manager, manager)).toBeNull()
  })

  it('refuses an account with a right the caller lacks, and any Super Admin', () => {
    expect(accountOutOfReach(manager, roleWith([`${second}:update`]))).toBe(EMPLOYEE_MESSAGES.beyondOwnRights)
    expect(accountOutOfReach(manager, roleWith([], true))).toBe(EMPLOYEE_MESSAGES.superAdminOnly)
  })
})
