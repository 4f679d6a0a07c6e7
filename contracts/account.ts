import * as v from 'valibot'
import { cleanedText, endpoint, MobileNoSchema, QueryKeyID, REQUIRED } from './core'

export const LOGIN_FAILED = 'User Not Exists or Found.'

/**
 * Refusals of signing in and up and of an account's own settings. Mobile and email are sign-in names,
 * so they are unique across every firm.
 */
export const ACCOUNT_MESSAGES = {
  inactive: 'Your account is inactive. Please contact your administrator.',
  marketNotYours: 'This market is not one of yours: choose a market from Select Market.',
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email address is already registered.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  accountLocked: 'Too many failed sign-in attempts for this account. Please try again in 5 minutes.',
  tooManyRegistrations: 'Too many sign-up attempts. Please try again in an hour.',
} as const

/** Why a request's session is refused (HTTP 401), by the reason the session check gives. */
export const AUTH_MESSAGES = {
  missing: 'Please sign in to continue.',
  unknown: 'Your session has ended. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
} as const

/** The answer to any change while the password an administrator set is still unchanged (HTTP 403). */
export const PASSWORD_CHANGE_REQUIRED =
  'Your password was set by an administrator. Change it on your profile before you continue.'

/** The login record. `password` is always '' in answers and in storage. */
export const LoginRecordSchema = v.object({
  employeeName: v.string(),
  password: v.string(),
  token: v.string(),
  userKeyID: v.string(),
  roleTypeID: v.number(),
  roleTypeName: v.string(),
  emailID: v.string(),
  mobileNo: v.string(),
  companyKeyID: v.string(),
  /** The password was set by an administrator and must be changed; optional so older stored records parse. */
  mustChangePassword: v.optional(v.boolean()),
  /** The market the user last switched to, where signing in lands; optional so older stored records parse. */
  lastMarketKeyID: v.optional(v.nullable(v.string())),
})
export type LoginRecord = v.InferOutput<typeof LoginRecordSchema>

export const LoginRequestSchema = v.object({
  userName: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(100, 'User name is too long.'),
  ),
  password: v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.maxLength(128, 'Password is too long.')),
})
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>

export const PASSWORD_RULE = 'Password must be at least 8 characters with a letter and a number.'

export const PasswordSchema = v.pipe(
  v.string(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.minLength(8, PASSWORD_RULE),
  v.maxLength(128, 'Password is too long.'),
  v.regex(/[A-Za-z]/, PASSWORD_RULE),
  v.regex(/\d/, PASSWORD_RULE),
)

export const RegisterRequestSchema = v.object({
  companyName: v.pipe(
    v.string(REQUIRED),
    ...cleanedText(),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(100, 'Company name must be at most 100 characters.'),
  ),
  employeeName: v.pipe(
    v.string(REQUIRED),
    ...cleanedText(),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(50, 'Name must be at most 50 characters.'),
  ),
  mobileNo: MobileNoSchema,
  emailID: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.email('Please enter a valid email address.'),
    v.maxLength(100, 'Email must be at most 100 characters.'),
  ),
  password: PasswordSchema,
})
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>

export const ChangePasswordRequestSchema = v.object({
  currentPassword: v.pipe(
    v.string(REQUIRED),
    v.nonEmpty(REQUIRED),
    v.maxLength(128, 'Password is too long.'),
  ),
  newPassword: PasswordSchema,
})
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>

export const account = {
  login: endpoint({
    method: 'POST',
    path: 'Account/Login',
    body: LoginRequestSchema,
    data: LoginRecordSchema,
    public: true,
  }),
  register: endpoint({
    method: 'POST',
    path: 'Account/Register',
    body: RegisterRequestSchema,
    data: LoginRecordSchema,
    public: true,
  }),
  logout: endpoint({ method: 'GET', path: 'Account/Logout', data: v.null(), writes: true }),
  /** One's own password: signs out one's other sessions and clears mustChangePassword. */
  changePassword: endpoint({
    method: 'POST',
    path: 'Account/ChangePassword',
    body: ChangePasswordRequestSchema,
    data: v.null(),
  }),
  /** The market the user switched to, kept on the user so that the next sign-in, on any device, lands on it. */
  rememberMarket: endpoint({
    method: 'POST',
    path: 'Account/RememberMarket',
    query: v.object({ MarketKeyID: QueryKeyID }),
    data: v.null(),
  }),
} as const
