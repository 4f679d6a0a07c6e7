import { ChangePasswordRequestSchema, PasswordSchema, REQUIRED } from '@contracts'
import * as v from 'valibot'

export const PASSWORDS_DIFFER = 'Passwords do not match.'

const confirmPassword = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED))
const sameAsNew = (input: { newPassword: string; confirmPassword: string }) =>
  input.newPassword === input.confirmPassword

/**
 * Password forms ask for the new password twice; the confirmation stays in the form (callers send
 * the contract's fields only) and its mismatch shows under it.
 */
export const NewPasswordFormSchema = v.pipe(
  v.object({ newPassword: PasswordSchema, confirmPassword }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], sameAsNew, PASSWORDS_DIFFER), [
    'confirmPassword',
  ]),
)
export type NewPasswordForm = v.InferInput<typeof NewPasswordFormSchema>

/** One's own password change: the current one, then the new one twice. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordRequestSchema.entries, confirmPassword }),
  v.forward(v.partialCheck([['newPassword'], ['confirmPassword']], sameAsNew, PASSWORDS_DIFFER), [
    'confirmPassword',
  ]),
)
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordFormSchema>
