import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, LOCATION_MESSAGES, type LoginRecord, MARKET_MESSAGES } from '../contracts'
import { allRows, call, data, registerFirm, reset, signIn, startServer, USERS } from './test/support'

/**
 * What a second firm (signed up with Account/Register) does to its own copy of the defaults never
 * reaches the demo firm: its roles, states, products and talukas are its own rows under the same IDs.
 */
let app: FastifyInstance
let first: LoginRecord
let second: LoginRecord

type Body = Record<string, unknown>

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())

describe('the attacks a signed-up firm made on the demo firm', () => {
  beforeEach(async () => {
    await reset(app)
    first = await signIn(app)
    second = await registerFirm(app)
  })

  const roleModel = (token: string, roleTypeID: number) =>
    data(app, api.role.model, { token, query: { RoleTypeID: roleTypeID } })

  const idOf = async <Row extends Body>(rows: Promise<unknown>, name: string, field: string) =>
    ((await rows) as Row[]).find((row) => Object.values(row).includes(name))![field] as number

  it("making its own SA Support a Super Admin leaves the demo firm's SA Support as it was", async () => {
    const roleTypeID = await idOf(
      data(app, api.role.lookup, { token: second.token }),
      'SA Support',
      'roleTypeID',
    )
    const before = await roleModel(first.token, roleTypeID)
    const theirs = await roleModel(second.token, roleTypeID)
    const saved = await data(app, api.role.addUpdate, {
      token: second.token,
      body: { ...theirs, isSuperAdmin: true },
    })
    expect(saved.isSuperAdmin).toBe(true)
    expect(await roleModel(first.token, roleTypeID)).toEqual(before)
    const support = await signIn(app, USERS.saSupport)
    const mine = await data(app, api.role.myPermissions, { token: support.token })
    expect(mine.isSuperAdmin).toBe(false)
  })

  it("stripping its own Admin role of every right leaves the demo firm's Admin its lists", async () => {
    const roleTypeID = await idOf(data(app, api.role.lookup, { token: second.token }), 'Admin', 'roleTypeID')
    const theirs = await roleModel(second.token, roleTypeID)
    const stripped = theirs.modules.map((module) => ({
      ...module,
      moduleActions: module.moduleActions.map((a) => ({ ...a, setDefaultAction: false })),
    }))
    await data(app, api.role.addUpdate, { token: second.token, body: { ...theirs, modules: stripped } })
    const admin = await signIn(app, USERS.admin)
    const markets = await call(app, api.market.list, { token: admin.token, body: { pageNo: 0, pageSize: 5 } })
    expect(markets.status).toBe(200)
    expect(markets.body.responseData!.totalCount).toBeGreaterThan(0)
  })

  it("renaming its own Maharashtra leaves the demo firm's rows in Maharashtra", async () => {
    const stateID = await idOf(
      data(app, api.location.stateLookup, { token: second.token }),
      'Maharashtra',
      'stateID',
    )
    const theirs = await data(app, api.state.model, { token: second.token, query: { StateID: stateID } })
    await data(app, api.state.addUpdate, { token: second.token, body: { ...theirs, stateName: 'Renamed' } })
    expect(
      await data(app, api.state.model, { token: first.token, query: { StateID: stateID } }),
    ).toMatchObject({
      stateName: 'Maharashtra',
    })
    const markets = await allRows(app, api.market.list, first.token)
    expect(markets.filter((m) => m.stateID === stateID).map((m) => m.stateName)).toContain('Maharashtra')
    expect(markets.map((m) => m.stateName)).not.toContain('Renamed')
    const theirLookup = await data(app, api.location.stateLookup, { token: second.token })
    expect(theirLookup.map((s) => s.stateName)).toContain('Renamed')
  })

  it("deactivating its own product 1 leaves Tomato in the demo firm's lookups", async () => {
    expect(await data(app, api.product.changeStatus, { token: second.token, query: { ProductID: 1 } })).toBe(
      false,
    )
    const names = async (token: string) =>
      (await data(app, api.product.lookup, { token })).map((p) => p.productName)
    expect(await names(first.token)).toContain('Tomato')
    expect(await names(second.token)).not.toContain('Tomato')
  })

  it('adds a taluka of its own that the demo firm neither sees nor can use', async () => {
    const [district] = await allRows(app, api.district.list, second.token, { searchKeyword: 'Nashik' })
    const saved = await data(app, api.taluka.addUpdate, {
      token: second.token,
      body: {
        talukaID: 0,
        stateID: district!.stateID,
        districtID: district!.districtID,
        talukaName: 'Ozar',
        talukaNameMr: '',
      },
    })
    const talukas = (token: string) =>
      data(app, api.location.talukaLookup, { token, query: { DistrictID: district!.districtID } })
    expect((await talukas(second.token)).map((t) => t.talukaID)).toContain(saved.talukaID)
    expect((await talukas(first.token)).map((t) => t.talukaID)).not.toContain(saved.talukaID)
    const [market] = await allRows(app, api.market.list, first.token)
    const model = await data(app, api.market.model, {
      token: first.token,
      query: { MarketKeyID: market!.marketKeyID },
    })
    const moved = await call(app, api.market.addUpdate, {
      token: first.token,
      body: {
        ...model,
        stateID: district!.stateID,
        districtID: district!.districtID,
        talukaID: saved.talukaID,
      },
    })
    expect(moved.body).toMatchObject({
      statusCode: 400,
      errorMessage: `talukaID: ${MARKET_MESSAGES.talukaOutsideDistrict}`,
    })
  })

  it("deletes its own copy of a taluka the demo firm's markets use, which the demo firm cannot", async () => {
    const [market] = await allRows(app, api.market.list, first.token)
    const query = { TalukaID: market!.talukaID }
    expect((await call(app, api.taluka.remove, { token: first.token, query })).body).toMatchObject({
      statusCode: 409,
      errorMessage: LOCATION_MESSAGES.inUse,
    })
    expect(await data(app, api.taluka.remove, { token: second.token, query })).toBeNull()
    expect(await data(app, api.taluka.model, { token: first.token, query })).toMatchObject({
      talukaName: market!.talukaName,
    })
  })
})
