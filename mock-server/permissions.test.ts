import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  EMPLOYEE_MESSAGES,
  type EndpointDef,
  type LoginRecord,
  MODULE,
  PERMISSION_MODULES,
  ROLE_MESSAGES,
  type Role,
} from '../contracts'
import { allEndpoints } from './test/schema'
import {
  allRows,
  type CallInput,
  call,
  DEMO,
  data,
  reset,
  signIn,
  signInFirstTime,
  startServer,
  USERS,
} from './test/support'

let app: FastifyInstance
let demo: LoginRecord
let saSupport: LoginRecord
let gateClerk: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
// Fresh sessions each time: a password reset in one test signs its employee out everywhere.
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
  saSupport = await signIn(app, USERS.saSupport)
  gateClerk = await signIn(app, USERS.gateClerk)
})

const FORBIDDEN = { statusCode: 403, responseData: null, errorMessage: ROLE_MESSAGES.forbidden }

const newState = { stateName: 'Goa', stateCode: '30', stateNameMr: 'गोवा' }
const newFarmer = {
  farmerName: 'Nivrutti Aher',
  mobileNo: '9822000001',
  village: 'Khodad',
  marketKeyIDs: [],
  openingBalance: 0,
  openingBalanceType: 'Payable',
}

async function keyOf(endpoint: EndpointDef, searchKeyword: string, key: string): Promise<string> {
  const [row] = (await allRows(app, endpoint, demo.token, { searchKeyword })) as Record<string, unknown>[]
  return String(row![key])
}

/** True when the matrix grants the action, looked up by module and action name. */
const granted = (role: Role, moduleId: number, mActionName: string) =>
  role.modules.find((m) => m.moduleId === moduleId)?.moduleActions.find((a) => a.mActionName === mActionName)
    ?.setDefaultAction

describe('SA Support (view everything, edit the reference masters, reset passwords)', () => {
  it('adds a state but may not delete one, with the 403 envelope', async () => {
    const added = await call(app, api.state.addUpdate, { token: saSupport.token, body: newState })
    expect(added.status).toBe(200)
    const StateID = added.body.responseData!.data.stateID
    const removed = await call(app, api.state.remove, { token: saSupport.token, query: { StateID } })
    expect(removed.status).toBe(403)
    expect(removed.body).toEqual(FORBIDDEN)
    expect(await data(app, api.state.model, { token: demo.token, query: { StateID } })).toMatchObject(
      newState,
    )
  })

  it('views markets and employees but may not add a market or an employee', async () => {
    expect(
      (await call(app, api.market.list, { token: saSupport.token, body: { pageNo: 0, pageSize: 10 } }))
        .status,
    ).toBe(200)
    expect(
      (await call(app, api.employee.list, { token: saSupport.token, body: { pageNo: 0, pageSize: 10 } }))
        .status,
    ).toBe(200)
    const market = await call(app, api.market.addUpdate, {
      token: saSupport.token,
      body: {
        ...(await data(app, api.market.model, {
          token: demo.token,
          query: { MarketKeyID: await keyOf(api.market.list, 'Sangola', 'marketKeyID') },
        })),
        marketKeyID: '',
        marketPlaceName: 'New Yard',
      },
    })
    expect(market.body).toEqual(FORBIDDEN)
    const employee = await call(app, api.employee.addUpdate, {
      token: saSupport.token,
      body: { employeeName: 'New Clerk', mobileNo: '9123400001', roleTypeID: 7, password: 'Clerk1234' },
    })
    expect(employee.body).toEqual(FORBIDDEN)
  })

  it("may not reset a gate clerk's password: the clerk holds rights SA Support lacks", async () => {
    const answer = await call(app, api.employee.resetPassword, {
      token: saSupport.token,
      body: { employeeKeyID: gateClerk.userKeyID, newPassword: 'Gate12345' },
    })
    expect(answer.body).toEqual({
      statusCode: 403,
      responseData: null,
      errorMessage: EMPLOYEE_MESSAGES.beyondOwnRights,
    })
  })

  it('is refused before its input is validated: an empty body answers 403, not 400', async () => {
    expect((await call(app, api.market.addUpdate, { token: saSupport.token, body: {} })).body).toEqual(
      FORBIDDEN,
    )
    expect((await call(app, api.role.addUpdate, { token: saSupport.token, body: {} })).body).toEqual(
      FORBIDDEN,
    )
  })
})

describe('Gate Clerk (vehicle entries, tokens, farmers)', () => {
  it('adds and updates a farmer but may not delete one', async () => {
    const added = await call(app, api.farmer.addUpdate, { token: gateClerk.token, body: newFarmer })
    expect(added.status).toBe(200)
    const farmer = added.body.responseData!.data
    const updated = await call(app, api.farmer.addUpdate, {
      token: gateClerk.token,
      body: { ...farmer, village: 'Khodad Budruk' },
    })
    expect(updated.status).toBe(200)
    const removed = await call(app, api.farmer.remove, {
      token: gateClerk.token,
      query: { FarmerKeyID: farmer.farmerKeyID },
    })
    expect(removed.body).toEqual(FORBIDDEN)
  })

  it('may neither add nor list buyers, nor change default services, but may read a market', async () => {
    const buyer = await call(app, api.buyer.addUpdate, { token: gateClerk.token, body: {} })
    expect(buyer.body).toEqual(FORBIDDEN)
    expect(
      (await call(app, api.buyer.list, { token: gateClerk.token, body: { pageNo: 0, pageSize: 10 } })).body,
    ).toEqual(FORBIDDEN)
    const MarketKeyID = await keyOf(api.market.list, 'Narayangaon', 'marketKeyID')
    const services = await call(app, api.farmerMarketServices.save, {
      token: gateClerk.token,
      body: {
        marketKeyID: MarketKeyID,
        farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 6, transportationTypeID: 1 }],
      },
    })
    expect(services.body).toEqual(FORBIDDEN)
    expect(
      (await call(app, api.farmerMarketServices.model, { token: gateClerk.token, query: { MarketKeyID } }))
        .status,
    ).toBe(200)
    expect(
      (await call(app, api.market.model, { token: gateClerk.token, query: { MarketKeyID } })).status,
    ).toBe(200)
  })

  it('still uses everything that needs only a session: lookups, own employee record, the firm', async () => {
    const only = { token: gateClerk.token }
    expect((await call(app, api.location.stateLookup, only)).status).toBe(200)
    expect((await call(app, api.product.lookup, only)).status).toBe(200)
    expect((await call(app, api.company.model, only)).status).toBe(200)
    const self = await call(app, api.employee.getEmployeeModel, {
      ...only,
      query: { EmployeeKeyID: gateClerk.userKeyID },
    })
    expect(self.status).toBe(200)
    const other = await call(app, api.employee.getEmployeeModel, {
      ...only,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(other.body).toEqual(FORBIDDEN)
  })
})

describe('insert and update are separate rights of one AddUpdate call', () => {
  it('a role with Currency insert only adds a denomination but may not change one, until granted', async () => {
    const base = await data(app, api.role.model, { token: demo.token, query: { RoleTypeID: 7 } })
    const withCurrency = (actions: string[]) =>
      base.modules.map((m) =>
        m.moduleId === MODULE.Currency
          ? {
              ...m,
              moduleActions: m.moduleActions.map((a) => ({
                ...a,
                setDefaultAction: actions.includes(a.mActionName),
              })),
            }
          : m,
      )
    const role = await data(app, api.role.addUpdate, {
      token: demo.token,
      body: {
        roleName: 'Cash Counter',
        isSuperAdmin: false,
        modules: withCurrency(['Can Insert', 'Can View']),
      },
    })
    await data(app, api.employee.addUpdate, {
      token: demo.token,
      body: {
        employeeName: 'Kavita Thorat',
        mobileNo: '9123400002',
        roleTypeID: role.roleTypeID,
        password: 'Count1234',
      },
    })
    const counter = await signInFirstTime(app, '9123400002', 'Count1234')
    const added = await call(app, api.currency.addUpdate, {
      token: counter.token,
      body: { denomination: 2000, kind: 'Note', displayName: '₹2000', sortOrder: 0 },
    })
    expect(added.status).toBe(200)
    const change = { ...added.body.responseData!.data, displayName: '₹2,000' }
    expect((await call(app, api.currency.addUpdate, { token: counter.token, body: change })).body).toEqual(
      FORBIDDEN,
    )
    // A change of role applies at once, to the session already open.
    await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { ...role, modules: withCurrency(['Can Insert', 'Can Update', 'Can View']) },
    })
    expect((await call(app, api.currency.addUpdate, { token: counter.token, body: change })).status).toBe(200)
  })
})

describe('the Super Admin and a role with no rights, over every endpoint', () => {
  const guarded = allEndpoints().filter(({ endpoint }) => endpoint.access)
  const open = allEndpoints().filter(
    ({ endpoint }) => !endpoint.access && !endpoint.public && endpoint !== api.account.logout,
  )
  const request = (e: EndpointDef, token: string): CallInput =>
    e.method === 'POST' ? { token, body: {} } : { token, query: {} }

  it('covers every module that has writes', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(60)
  })

  it('lets the Super Admin past every permission check (bad input then answers 400)', async () => {
    for (const { id, endpoint } of guarded) {
      const answer = await call(app, endpoint, request(endpoint, demo.token))
      expect(answer.status, id).not.toBe(403)
    }
  })

  it('refuses every guarded endpoint to a role with nothing granted, and no session-only one', async () => {
    const none = await data(app, api.role.addUpdate, {
      token: demo.token,
      body: { roleName: 'Visitor', isSuperAdmin: false, modules: [] },
    })
    await data(app, api.employee.addUpdate, {
      token: demo.token,
      body: {
        employeeName: 'Visiting Auditor',
        mobileNo: '9123400003',
        roleTypeID: none.roleTypeID,
        password: 'Audit1234',
      },
    })
    const visitor = await signInFirstTime(app, '9123400003', 'Audit1234')
    for (const { id, endpoint } of guarded) {
      expect((await call(app, endpoint, request(endpoint, visitor.token))).body, id).toEqual(FORBIDDEN)
    }
    for (const { id, endpoint } of open) {
      expect((await call(app, endpoint, request(endpoint, visitor.token))).status, id).not.toBe(403)
    }
  })
})

describe('Role/GetMyPermissions', () => {
  it("answers the Super Admin's full matrix in the permission tree's order", async () => {
    const mine = await data(app, api.role.myPermissions, { token: demo.token })
    expect(mine).toMatchObject({ roleTypeID: 1, roleName: 'Super Admin', isSuperAdmin: true, isActive: true })
    expect(mine.modules.map((m) => m.moduleName)).toEqual(PERMISSION_MODULES.map((m) => m.moduleName))
    for (const module of mine.modules) {
      expect(module.moduleActions.map((a) => [a.mActionName, a.setDefaultAction])).toEqual([
        ['Can Insert', true],
        ['Can Update', true],
        ['Can Delete', true],
        ['Can View', true],
      ])
    }
  })

  it("answers a Gate Clerk's own matrix", async () => {
    const mine = await data(app, api.role.myPermissions, { token: gateClerk.token })
    expect(mine).toMatchObject({ roleTypeID: 7, roleName: 'Gate Clerk', isSuperAdmin: false })
    expect(granted(mine, MODULE.Farmer, 'Can Insert')).toBe(true)
    expect(granted(mine, MODULE.Farmer, 'Can Update')).toBe(true)
    expect(granted(mine, MODULE.Farmer, 'Can Delete')).toBe(false)
    expect(granted(mine, MODULE.VehicleEntry, 'Can Insert')).toBe(true)
    expect(granted(mine, MODULE.Market, 'Can View')).toBe(true)
    expect(granted(mine, MODULE.Market, 'Can Update')).toBe(false)
    expect(granted(mine, MODULE.Buyer, 'Can View')).toBe(false)
  })

  it('answers nothing granted once the role is made inactive, and the server refuses accordingly', async () => {
    expect(await data(app, api.role.changeStatus, { token: demo.token, query: { RoleTypeID: 7 } })).toBe(
      false,
    )
    const mine = await data(app, api.role.myPermissions, { token: gateClerk.token })
    expect(mine.isActive).toBe(false)
    expect(mine.modules.flatMap((m) => m.moduleActions).some((a) => a.setDefaultAction)).toBe(false)
    expect((await call(app, api.farmer.addUpdate, { token: gateClerk.token, body: newFarmer })).body).toEqual(
      FORBIDDEN,
    )
  })
})

describe('seeded role matrices', () => {
  const matrix = (RoleTypeID: number) =>
    data(app, api.role.model, { token: demo.token, query: { RoleTypeID } })
  const allowed = (role: Role, name: string) =>
    role.modules
      .filter((m) => m.moduleActions.some((a) => a.mActionName === name && a.setDefaultAction))
      .map((m) => m.moduleName)

  it('Admin: everything but role insert, update and delete', async () => {
    const admin = await matrix(2)
    expect(allowed(admin, 'Can Insert')).not.toContain('Role')
    expect(allowed(admin, 'Can Delete')).not.toContain('Role')
    expect(allowed(admin, 'Can View')).toHaveLength(PERMISSION_MODULES.length)
    expect(allowed(admin, 'Can Insert')).toHaveLength(PERMISSION_MODULES.length - 1)
  })

  it('SA: no deletes of masters, operations and billing in full', async () => {
    const deletes = allowed(await matrix(3), 'Can Delete')
    for (const master of ['State', 'Market', 'Product', 'Farmer', 'Buyer', 'Employee', 'Role']) {
      expect(deletes).not.toContain(master)
    }
    expect(deletes).toEqual(expect.arrayContaining(['Token', 'Auction', 'Farmer Billing', 'Payment']))
  })

  it('SA Support: views everything, edits the reference masters, updates employees, deletes nothing', async () => {
    const support = await matrix(4)
    expect(allowed(support, 'Can View')).toHaveLength(PERMISSION_MODULES.length)
    expect(allowed(support, 'Can Delete')).toEqual([])
    expect(allowed(support, 'Can Insert').sort()).toEqual(
      [
        'Crate Type',
        'Currency',
        'District',
        'Expense Category',
        'Product',
        'Service',
        'State',
        'Taluka',
        'Vehicle Type',
      ].sort(),
    )
    expect(allowed(support, 'Can Update')).toEqual(expect.arrayContaining(['Employee', 'Notification']))
    expect(allowed(support, 'Can Update')).not.toContain('Role')
  })

  it('Super Admin Reduced: no deletes, no role writes, not a Super Admin', async () => {
    const reduced = await matrix(5)
    expect(reduced.isSuperAdmin).toBe(false)
    expect(allowed(reduced, 'Can Delete')).toEqual([])
    expect(allowed(reduced, 'Can Update')).not.toContain('Role')
    expect(allowed(reduced, 'Can Insert')).toContain('Market')
  })

  it('Accountant, Auction Clerk and Cashier follow their trades', async () => {
    const accountant = await matrix(6)
    expect(allowed(accountant, 'Can Delete').sort()).toEqual(
      ['Buyer Billing', 'Cash & Bank', 'Expense', 'Farmer Billing', 'Market Wallet', 'Payment'].sort(),
    )
    expect(allowed(accountant, 'Can View')).toHaveLength(PERMISSION_MODULES.length)
    const auction = await matrix(8)
    expect(allowed(auction, 'Can Insert').sort()).toEqual(['Auction', 'Token'])
    // A sale line recorded by mistake is cancelled by the auction itself, not the tokens.
    expect(allowed(auction, 'Can Delete')).toEqual(['Auction'])
    expect(allowed(auction, 'Can View')).toEqual(expect.arrayContaining(['Farmer', 'Buyer', 'Product']))
    const cashier = await matrix(9)
    expect(allowed(cashier, 'Can Delete').sort()).toEqual(['Market Wallet', 'Payment'])
    expect(allowed(cashier, 'Can View')).toEqual(expect.arrayContaining(['Farmer', 'Buyer']))
  })
})

describe('Market/GetMarketLookupList by assignment', () => {
  const lookup = (user: LoginRecord) =>
    data(app, api.market.lookup, { token: user.token, query: { CompanyKeyID: user.companyKeyID } }).then(
      (rows) => rows.map((m) => m.marketPlaceName),
    )

  it("answers only the markets an employee is assigned to; the Super Admin's are all the firm's", async () => {
    expect(await lookup(gateClerk)).toEqual(['Narayangaon'])
    // The market the employee works in first, then the rest by name.
    expect(await lookup(await signIn(app, USERS.sa))).toEqual(['Pimpalgaon Baswant', 'Lasalgaon'])
    expect((await lookup(demo)).length).toBe(23)
  })

  it('follows a new assignment, and leaves out an assigned market made inactive', async () => {
    const sangola = await keyOf(api.market.list, 'Sangola', 'marketKeyID')
    const narayangaon = await keyOf(api.market.list, 'Narayangaon', 'marketKeyID')
    await data(app, api.employee.assignMarkets, {
      token: demo.token,
      body: { employeeKeyID: gateClerk.userKeyID, marketKeyIDs: [narayangaon, sangola] },
    })
    expect(await lookup(gateClerk)).toEqual(['Narayangaon', 'Sangola'])
    await data(app, api.market.changeStatus, { token: demo.token, query: { MarketKeyID: sangola } })
    expect(await lookup(gateClerk)).toEqual(['Narayangaon'])
  })

  it("lists only a role's assigned markets, and the Super Admin all the firm's", async () => {
    const rows = await allRows(app, api.market.list, gateClerk.token)
    expect(rows.map((m) => m.marketPlaceName)).toEqual(['Narayangaon'])
    expect(await allRows(app, api.market.list, demo.token)).toHaveLength(28)
  })
})

describe('the demo user', () => {
  it('signs in with the demo password as Super Admin', () => {
    expect(demo).toMatchObject({ mobileNo: DEMO.mobile, roleTypeID: 1, roleTypeName: 'Super Admin' })
  })
})
