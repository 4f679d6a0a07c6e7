import { type LoginRequest, LoginRequestSchema } from '@contracts'
import { type FormEvent, useRef, useState } from 'react'
import * as v from 'valibot'

type FieldName = keyof LoginRequest
export type SignInErrors = Partial<Record<FieldName, string>>

const FIELDS: readonly FieldName[] = ['userName', 'password']

/** The contract's verdict on the sign-in fields: the values to send, or each field's first message. */
export function checkSignIn(values: LoginRequest): { body: LoginRequest } | { errors: SignInErrors } {
  const result = v.safeParse(LoginRequestSchema, values)
  if (result.success) return { body: result.output }
  const nested: Partial<Record<string, [string, ...string[]]>> = v.flatten(result.issues).nested ?? {}
  const errors: SignInErrors = {}
  for (const field of FIELDS) {
    const message = nested[field]?.[0]
    if (message) errors[field] = message
  }
  return { errors }
}

/**
 * The two sign-in fields, validated by the contract without a form library, so /login loads
 * quickly: messages appear after a failed submit (the first invalid field takes focus) and then
 * follow every change.
 */
export function useSignInForm(onValid: (body: LoginRequest) => void) {
  const [values, setValues] = useState<LoginRequest>({ userName: '', password: '' })
  const [errors, setErrors] = useState<SignInErrors | null>(null)
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({})

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input
    },
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value }
      setValues(next)
      if (errors) {
        const verdict = checkSignIn(next)
        setErrors('errors' in verdict ? verdict.errors : {})
      }
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const verdict = checkSignIn(values)
    if ('body' in verdict) {
      setErrors({})
      onValid(verdict.body)
      return
    }
    setErrors(verdict.errors)
    const first = FIELDS.find((name) => verdict.errors[name])
    if (first) inputs.current[first]?.focus()
  }

  return { field, errors: errors ?? {}, submit }
}
