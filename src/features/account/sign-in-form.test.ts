import { REQUIRED } from '@contracts'
import { describe, expect, it } from 'vitest'
import { checkSignIn } from './sign-in-form'

describe('checkSignIn', () => {
  it('names every empty field with the required message', () => {
    expect(checkSignIn({ userName: '', password: '' })).toEqual({
      errors: { userName: REQUIRED, password: REQUIRED },
    })
  })

  it('treats a user name of spaces as empty and keeps a valid password silent', () => {
    expect(checkSignIn({ userName: '   ', password: 'Demo@1234' })).toEqual({
      errors: { userName: REQUIRED },
    })
  })

  it('sends the trimmed user name and the password exactly as typed', () => {
    expect(checkSignIn({ userName: ' 9000000001 ', password: ' Demo@1234 ' })).toEqual({
      body: { userName: '9000000001', password: ' Demo@1234 ' },
    })
  })

  it("reports a field's first message only", () => {
    const verdict = checkSignIn({ userName: 'x'.repeat(101), password: 'p' })
    expect(verdict).toEqual({ errors: { userName: 'User name is too long.' } })
  })
})
