import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PASSWORD_RULE } from './account'
import { REQUIRED } from './core'
import { AddUpdateEmployeeRequestSchema } from './employee'

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
