import { randomUUID } from 'node:crypto'
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  api,
  EMPLOYEE_MESSAGES,
  LOGIN_FAILED,
  type LoginRecord,
} from '../../contracts'
import { MAX_REGISTRATIONS_PER_ADDRESS, userNameKey } from '../auth/login-limiter'
import { cachedHash, hashPassword, verifyPassword } from '../auth/passwords'
import { isSuperAdmin } from '../auth/permissions'
import type { ServerContext } from '../context'
import { badRequest, forbidden, HttpError, tooManyRequests } from '../errors'
import { handlers } from '../register'
import { addFirmMasters } from '../seed/firm-masters'
import { roleID } from '../seed/roles'
import { emailKey } from '../store/compare-keys'
import type { EmployeeRow } from '../store/rows'
import type { Store } from '../store/store'
import { assertContactsFree } from './contacts'
import { roleName } from './employee'
import { companyMarket } from './market'

/** The user name is a mobile number or an email address. */
function findUser(store: Store, userName: string): Readonly<EmployeeRow> | undefined {
  return userName.includes('@')
    ? store.employees.lookup('email', emailKey(userName))[0]
    : store.employees.lookup('mobile', userName)[0]
}

function loginRecord(ctx: ServerContext, employee: Readonly<EmployeeRow>): LoginRecord {
  const { token } = ctx.sessions.create(employee.employeeKeyID, employee.companyKeyID)
  return {
    employeeName: employee.employeeName,
    password: '',
    token,
    userKeyID: employee.employeeKeyID,
    roleTypeID: employee.roleTypeID,
    roleTypeName: roleName(ctx.store, employee),
    emailID: employee.emailID,
    mobileNo: employee.mobileNo,
    companyKeyID: employee.companyKeyID,
    mustChangePassword: employee.mustChangePassword,
    lastMarketKeyID: employee.lastMarketKeyID ?? null,
  }
}

export const accountHandlers = handlers(api.account, {
  login: async ({ body, ctx, ip }) => {
    const candidate = findUser(ctx.store, body.userName)
    // Counted before the hash: parallel guesses are refused without waiting for the first to fail.
    const attempt = ctx.loginLimiter.begin(ip, candidate?.employeeKeyID ?? userNameKey(body.userName))
    if (typeof attempt === 'string') throw tooManyRequests(attempt)
    // An unknown user still costs one hash, so timing does not tell which user names exist.
    const hash =
      candidate?.passwordHash ?? (await cachedHash('unknown-user', 'no password', ctx.passwordCost))
    const valid = await verifyPassword(body.password, hash)
    const employee = candidate && ctx.store.employees.get(candidate.employeeKeyID)
    // The password may have been reset while this one was checked: only the stored hash counts.
    if (!employee || !valid || employee.passwordHash !== hash) throw new HttpError(400, LOGIN_FAILED)
    if (!employee.isActive) throw new HttpError(403, ACCOUNT_MESSAGES.inactive)
    ctx.loginLimiter.succeeded(attempt)
    return loginRecord(ctx, employee)
  },

  register: async ({ body, ctx, ip }) => {
    // Every attempt counts: the answer says whether a mobile number is taken, so asking is rationed.
    if (ctx.registrations.count(ip) >= MAX_REGISTRATIONS_PER_ADDRESS)
      throw tooManyRequests(ACCOUNT_MESSAGES.tooManyRegistrations)
    ctx.registrations.add(ip)
    assertContactsFree(ctx.store, body)
    const passwordHash = await hashPassword(body.password, ctx.passwordCost)
    const employee = ctx.store.write(() => {
      // Checked again: another registration may have taken the number while this password was hashed.
      assertContactsFree(ctx.store, body)
      const createdDate = ctx.now()
      const company = ctx.store.companies.set({
        companyKeyID: randomUUID(),
        companyName: body.companyName,
        createdDate,
        logoUrl: '',
        address: '',
        // A firm's number is set on /account; the owner's own mobile need not be the firm's.
        mobileNo: '',
        gstin: '',
        billFooter: '',
        printSize: 'A4',
      })
      addFirmMasters(ctx.store, company.companyKeyID, { today: ctx.today, createdDate, registered: true })
      return ctx.store.employees.set({
        employeeKeyID: randomUUID(),
        companyKeyID: company.companyKeyID,
        employeeName: body.employeeName,
        mobileNo: body.mobileNo,
        emailID: body.emailID,
        roleTypeID: roleID('Super Admin'),
        designation: '',
        profilePhoto: '',
        isActive: true,
        passwordHash,
        mustChangePassword: false,
        marketKeyIDs: [],
        joiningDate: ctx.today,
        address: '',
        createdDate,
      })
    })
    return loginRecord(ctx, employee)
  },

  logout: ({ session, ctx }) => {
    ctx.sessions.revoke(session.token)
    return null
  },

  rememberMarket: ({ query, session, ctx }) => {
    const market = companyMarket(ctx, session, query.MarketKeyID)
    // Only a market Select Market offers the user: active, and assigned unless the user is a Super Admin.
    const me = ctx.store.employees.get(session.userKeyID)!
    const offered =
      market.isActive && (isSuperAdmin(ctx, session) || me.marketKeyIDs.includes(market.marketKeyID))
    if (!offered) throw forbidden(ACCOUNT_MESSAGES.marketNotYours)
    ctx.store.write(() => {
      const latest = ctx.store.employees.get(me.employeeKeyID)
      if (latest) ctx.store.employees.set({ ...latest, lastMarketKeyID: market.marketKeyID })
    })
    return null
  },

  changePassword: async ({ body, session, ctx, ip }) => {
    const attempt = ctx.loginLimiter.begin(ip, `password-change:${session.userKeyID}`)
    if (typeof attempt === 'string') throw tooManyRequests(attempt)
    const me = ctx.store.employees.get(session.userKeyID)!
    if (!(await verifyPassword(body.currentPassword, me.passwordHash))) {
      throw new HttpError(400, EMPLOYEE_MESSAGES.currentPasswordWrong)
    }
    ctx.loginLimiter.succeeded(attempt)
    if (body.newPassword === body.currentPassword)
      throw badRequest('newPassword', EMPLOYEE_MESSAGES.samePassword)
    const passwordHash = await hashPassword(body.newPassword, ctx.passwordCost)
    ctx.store.write(() => {
      const latest = ctx.store.employees.get(me.employeeKeyID)
      if (!latest) throw new HttpError(401, AUTH_MESSAGES.unknown)
      ctx.store.employees.set({ ...latest, passwordHash, mustChangePassword: false })
    })
    // Whoever else holds this account's sessions must sign in with the new password.
    ctx.sessions.revokeUser(me.employeeKeyID, session.token)
    return null
  },
})
