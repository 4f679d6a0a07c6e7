import { randomUUID } from 'node:crypto'
import { api, LOGIN_FAILED, type LoginRecord } from '../../contracts'
import { LoginLimiter, TOO_MANY_ATTEMPTS } from '../auth/login-limiter'
import { cachedHash, hashPassword, verifyPassword } from '../auth/passwords'
import type { ServerContext } from '../context'
import { conflict, HttpError, tooManyRequests } from '../errors'
import { handlers } from '../register'
import { role } from '../seed/roles'
import type { EmployeeRow } from '../store/rows'
import type { Store } from '../store/store'

export const ACCOUNT_MESSAGES = {
  inactive: 'Your account is inactive. Please contact your administrator.',
  mobileTaken: 'This mobile number is already registered.',
  emailTaken: 'This email address is already registered.',
} as const

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The user name is a mobile number or an email address. */
function findUser(store: Store, userName: string): Readonly<EmployeeRow> | undefined {
  return userName.includes('@')
    ? store.employees.find((e) => sameEmail(e.emailID, userName))
    : store.employees.find((e) => e.mobileNo === userName)
}

function assertUnused(store: Store, mobileNo: string, emailID: string): void {
  if (store.employees.some((e) => e.mobileNo === mobileNo)) throw conflict(ACCOUNT_MESSAGES.mobileTaken)
  if (store.employees.some((e) => sameEmail(e.emailID, emailID))) throw conflict(ACCOUNT_MESSAGES.emailTaken)
}

function loginRecord(ctx: ServerContext, employee: Readonly<EmployeeRow>): LoginRecord {
  const { token } = ctx.sessions.create(employee.employeeKeyID, employee.companyKeyID)
  return {
    employeeName: employee.employeeName,
    password: '',
    token,
    userKeyID: employee.employeeKeyID,
    roleTypeID: employee.roleTypeID,
    roleTypeName: employee.roleTypeName,
    emailID: employee.emailID,
    mobileNo: employee.mobileNo,
    companyKeyID: employee.companyKeyID,
  }
}

export const accountHandlers = handlers(api.account, {
  login: async ({ body, ctx, ip }) => {
    const attempt = LoginLimiter.key(ip, body.userName)
    if (ctx.loginLimiter.isLocked(attempt)) throw tooManyRequests(TOO_MANY_ATTEMPTS)
    const candidate = findUser(ctx.store, body.userName)
    // An unknown user still costs one hash, so timing does not tell which user names exist.
    const hash =
      candidate?.passwordHash ?? (await cachedHash('unknown-user', 'no password', ctx.passwordCost))
    const valid = await verifyPassword(body.password, hash)
    const employee = candidate && ctx.store.employees.get(candidate.employeeKeyID)
    if (!employee || !valid) {
      ctx.loginLimiter.recordFailure(attempt)
      throw new HttpError(400, LOGIN_FAILED)
    }
    if (!employee.isActive) throw new HttpError(403, ACCOUNT_MESSAGES.inactive)
    ctx.loginLimiter.clear(attempt)
    return loginRecord(ctx, employee)
  },

  register: async ({ body, ctx }) => {
    assertUnused(ctx.store, body.mobileNo, body.emailID)
    const passwordHash = await hashPassword(body.password, ctx.passwordCost)
    const employee = ctx.store.write(() => {
      // Checked again: another registration may have taken the number while this password was hashed.
      assertUnused(ctx.store, body.mobileNo, body.emailID)
      const createdDate = ctx.now()
      const company = ctx.store.companies.set({
        companyKeyID: randomUUID(),
        companyName: body.companyName,
        createdDate,
      })
      return ctx.store.employees.set({
        employeeKeyID: randomUUID(),
        companyKeyID: company.companyKeyID,
        employeeName: body.employeeName,
        mobileNo: body.mobileNo,
        emailID: body.emailID,
        ...role('Super Admin'),
        designation: 'Owner',
        profilePhoto: '',
        isActive: true,
        passwordHash,
        marketKeyIDs: [],
        createdDate,
      })
    })
    return loginRecord(ctx, employee)
  },

  logout: ({ session, ctx }) => {
    ctx.sessions.revoke(session.token)
    return null
  },
})
