import { describe, expect, it } from 'vitest'
import { api, MODULE, ROLE_MESSAGES, SHARE_LINK_MESSAGES, TOKEN_STATUS } from '../contracts'
import { MAX_PUBLIC_READS_PER_ADDRESS } from './auth/login-limiter'
import { marketNamed, partiesOf, sellCrateToken } from './test/market-day'
import {
  assignMarket,
  call,
  registerFirm,
  seededServer,
  signIn,
  signInFirstTime,
  TODAY,
  testClock,
  USERS,
} from './test/support'

const clock = testClock()
const server = seededServer({ clock: clock.now })

const POMEGRANATE = 3
const [POM_1, POM_2] = [9, 10]
const PER_KG = 1
const DAY_MS = 24 * 60 * 60 * 1000

/** A Sangola pomegranate lot graded in two grades, each sold to its own buyer. */
async function gradedLot(farmerIndex = 0) {
  const market = await marketNamed(server, 'Sangola')
  const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
  const sale = await sellCrateToken(server, {
    marketKeyID: market.marketKeyID,
    farmerKeyID: farmers[farmerIndex]!.farmerKeyID,
    buyerKeyID: buyers[0]!.buyerKeyID,
    productID: POMEGRANATE,
    gradingType: 1,
    sales: [
      { gradeID: POM_1, crates: 18, rateUnit: PER_KG, rate: 145, netWeightKg: 360 },
      {
        gradeID: POM_2,
        crates: 24,
        rateUnit: PER_KG,
        rate: 96,
        netWeightKg: 468,
        buyerKeyID: buyers[1]!.buyerKeyID,
      },
    ],
  })
  return { market, farmer: farmers[farmerIndex]!, buyers, ...sale }
}

const linkOf = (tokenKeyID: string, token = server.demo.token) =>
  call(server.app, api.tokenShareLink.getLink, { token, body: { tokenKeyID } })

const lot = (link: string, remoteAddress = '10.0.0.1') =>
  server.app.inject({
    method: 'GET',
    url: `/api/Public/GetLot?link=${encodeURIComponent(link)}`,
    remoteAddress,
  })

const bulletin = (MarketKeyID: string, date: string, remoteAddress = '10.0.0.1') =>
  server.app.inject({
    method: 'GET',
    url: `/api/Public/GetRateBulletin?MarketKeyID=${MarketKeyID}&Date=${date}`,
    remoteAddress,
  })

/** The same link with one character changed at `at` (negative counts from the end). */
function changed(link: string, at: number): string {
  const i = at < 0 ? link.length + at : at
  const swap = link[i] === 'A' ? 'B' : 'A'
  return link.slice(0, i) + swap + link.slice(i + 1)
}

const secretOf = () => [...server.app.mockStore.serverSecrets.values()].map((row) => row.secret)

describe('Token/GetTokenShareLink and Public/GetLot', () => {
  it("answers the farmer's own lot: grades, each sale's rate, the day's rates, no buyers, nothing cached", async () => {
    const { tokenKeyID, farmer, market } = await gradedLot()
    const made = await linkOf(tokenKeyID)
    expect(made.status).toBe(200)
    const { url, link, expiresAt } = made.body.responseData!.data
    expect(url).toBe(`http://localhost:80/f/${link}`)
    expect(Date.parse(expiresAt)).toBe(Math.floor((clock.now() + 30 * DAY_MS) / 1000) * 1000)

    const answer = await lot(link)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['set-cookie']).toBeUndefined()
    const body = answer.json().responseData.data
    expect(body).toMatchObject({
      tokenDate: TODAY,
      marketName: market.marketPlaceName,
      farmerName: farmer.farmerName,
      declaredCrates: 42,
      status: TOKEN_STATUS.Auctioned,
      patti: null,
    })
    expect(body.grades).toEqual([
      {
        gradeName: '1 No.',
        crates: 18,
        soldCrates: 18,
        sales: [{ crates: 18, rate: 145, rateUnit: PER_KG, amount: 52_200 }],
      },
      {
        gradeName: '2 No.',
        crates: 24,
        soldCrates: 24,
        sales: [{ crates: 24, rate: 96, rateUnit: PER_KG, amount: 44_928 }],
      },
    ])
    const first = body.rates.find((r: { gradeName: string }) => r.gradeName === '1 No.')
    expect(first.maxRate).toBeGreaterThanOrEqual(145)
    expect(first.minRate).toBeLessThanOrEqual(145)
    expect(JSON.stringify(body)).not.toMatch(/buyer|outstanding|mobile|userKeyID|KeyID/i)
  })

  it('names the buyers only once the firm shows them to farmers', async () => {
    const { tokenKeyID, buyers } = await gradedLot()
    const company = await server.data(api.company.model)
    expect(company.showBuyersToFarmers).toBe(false)
    await server.data(api.company.update, { body: { ...strip(company), showBuyersToFarmers: true } })
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    const grades = (await lot(link)).json().responseData.data.grades
    expect(grades.map((g: { sales: { buyerName: string }[] }) => g.sales[0]!.buyerName)).toEqual([
      buyers[0]!.firmName,
      buyers[1]!.firmName,
    ])
    // Saving the firm without the field keeps the choice.
    await server.data(api.company.update, { body: strip(company) })
    expect((await server.data(api.company.model)).showBuyersToFarmers).toBe(true)
  })

  it('shows the patti with each deduction and its basis once the lot is billed', async () => {
    const { tokenKeyID, market } = await gradedLot()
    const bill = await server.data(api.farmerBill.generate, {
      body: { marketKeyID: market.marketKeyID, tokenKeyIDs: [tokenKeyID] },
    })
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    const body = (await lot(link)).json().responseData.data
    expect(body.status).toBe(TOKEN_STATUS.Billed)
    expect(body.patti).toMatchObject({
      billNo: bill.billNo,
      grossAmount: bill.grossAmount,
      netPayable: bill.netPayable,
      paidAmount: 0,
      balance: bill.netPayable,
    })
    expect(body.patti.lines).toHaveLength(2)
    expect(body.patti.serviceLines).toEqual(
      bill.serviceLines.map(({ serviceName, basis, amount }) => ({ serviceName, basis, amount })),
    )
  })

  it('answers 404 for a link with any one character changed, and for a made-up one', async () => {
    const { tokenKeyID } = await gradedLot()
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    const dot = link.indexOf('.')
    for (const at of [0, 5, dot - 1, dot, dot + 1, -2, -1]) {
      const answer = await lot(changed(link, at))
      expect(answer.statusCode, `changed at ${at}`).toBe(404)
      expect(answer.json().errorMessage).toBe(SHARE_LINK_MESSAGES.notFound)
    }
    for (const junk of ['', 'abc', '.', `${link}x`, link.replace('.', '')]) {
      expect((await lot(junk)).statusCode, junk).toBe(404)
    }
  })

  it("answers 404 for one token's payload with another token's signature", async () => {
    const a = await gradedLot(0)
    const b = await gradedLot(1)
    const linkA = (await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID: a.tokenKeyID } })).link
    const linkB = (await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID: b.tokenKeyID } })).link
    const forged = `${linkA.split('.')[0]}.${linkB.split('.')[1]}`
    expect((await lot(forged)).statusCode).toBe(404)
    const answerA = (await lot(linkA)).json().responseData.data
    expect(answerA.farmerName).toBe(a.farmer.farmerName)
    expect(JSON.stringify(answerA)).not.toContain(b.farmer.farmerName)
  })

  it('answers 410 with the expiry message once the link has run out', async () => {
    const { tokenKeyID } = await gradedLot()
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    clock.advance(30 * DAY_MS - 60_000)
    expect((await lot(link)).statusCode).toBe(200)
    clock.advance(60_000)
    const answer = await lot(link)
    expect(answer.statusCode).toBe(410)
    expect(answer.json()).toEqual({
      statusCode: 410,
      responseData: null,
      errorMessage: 'This link has expired; ask the office for a new one.',
    })
  })

  it('revoking makes every earlier link of the token 404; a link made afterwards works', async () => {
    const { tokenKeyID } = await gradedLot()
    const first = (await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })).link
    clock.advance(1000)
    const second = (await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })).link
    expect(await server.data(api.tokenShareLink.revoke, { body: { tokenKeyID } })).toEqual({ revoked: true })
    expect((await lot(first)).statusCode).toBe(404)
    expect((await lot(second)).statusCode).toBe(404)
    const fresh = (await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })).link
    expect((await lot(fresh)).statusCode).toBe(200)
  })

  it("another firm can neither link nor revoke this firm's token (404, as if it did not exist)", async () => {
    const { tokenKeyID } = await gradedLot()
    const other = await registerFirm(server.app)
    for (const endpoint of [api.tokenShareLink.getLink, api.tokenShareLink.revoke]) {
      const answer = await call(server.app, endpoint, { token: other.token, body: { tokenKeyID } })
      expect(answer.status).toBe(404)
    }
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    expect((await lot(link)).statusCode).toBe(200)
  })

  it('the staff calls need a session (401) and the rights: view to link, update to revoke (403)', async () => {
    const { tokenKeyID, market } = await gradedLot()
    for (const endpoint of [api.tokenShareLink.getLink, api.tokenShareLink.revoke]) {
      expect((await call(server.app, endpoint, { body: { tokenKeyID } })).status).toBe(401)
    }
    const cashier = await signIn(server.app, USERS.cashier)
    // Outside the markets one works in, a token is out of reach too.
    expect((await linkOf(tokenKeyID, cashier.token)).status).toBe(403)
    await assignMarket(server, cashier.userKeyID, market.marketKeyID)
    const refused = await call(server.app, api.tokenShareLink.revoke, {
      token: cashier.token,
      body: { tokenKeyID },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(ROLE_MESSAGES.forbidden)
    expect((await linkOf(tokenKeyID, cashier.token)).status).toBe(200)

    const template = await server.data(api.role.model, { query: { RoleTypeID: 1 } })
    const modules = template.modules.map((m) => ({
      ...m,
      moduleActions: m.moduleActions.map((a) => ({ ...a, setDefaultAction: m.moduleId === MODULE.Payment })),
    }))
    const role = await server.data(api.role.addUpdate, {
      body: { roleName: 'Payments only', isSuperAdmin: false, modules },
    })
    await server.data(api.employee.addUpdate, {
      body: {
        employeeName: 'Payments Only',
        mobileNo: '9222222222',
        roleTypeID: role.roleTypeID,
        password: 'Staff1234',
      },
    })
    const payer = await signInFirstTime(server.app, '9222222222', 'Staff1234')
    expect((await linkOf(tokenKeyID, payer.token)).status).toBe(403)
  })

  it('refuses a flood from one address with 429 while another address reads on', async () => {
    const { tokenKeyID } = await gradedLot()
    const { link } = await server.data(api.tokenShareLink.getLink, { body: { tokenKeyID } })
    for (let i = 0; i < MAX_PUBLIC_READS_PER_ADDRESS; i++)
      expect((await lot(link, '10.9.9.9')).statusCode).toBe(200)
    const refused = await lot(link, '10.9.9.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorMessage).toBe(SHARE_LINK_MESSAGES.tooMany)
    expect((await bulletin('00000000-0000-0000-0000-000000000000', TODAY, '10.9.9.9')).statusCode).toBe(429)
    expect((await lot(link, '10.9.9.8')).statusCode).toBe(200)
    clock.advance(60_000)
    expect((await lot(link, '10.9.9.9')).statusCode).toBe(200)
  })

  it('never answers the signing secret', async () => {
    const { tokenKeyID, market } = await gradedLot()
    const made = await linkOf(tokenKeyID)
    const [secret] = secretOf()
    expect(secret).toMatch(/^[\w-]{43}$/)
    const bodies = [
      JSON.stringify(made.body),
      (await lot(made.body.responseData!.data.link)).body,
      (await bulletin(market.marketKeyID, TODAY)).body,
      (await server.app.inject({ method: 'GET', url: '/__mock/faults' })).body,
      (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).body,
    ]
    for (const body of bodies) expect(body).not.toContain(secret)
  })
})

describe('Public/GetRateBulletin', () => {
  it("answers each product's grades with min / average / max and crates, and no party names", async () => {
    const { market, farmer, buyers } = await gradedLot()
    const answer = await bulletin(market.marketKeyID, TODAY)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const body = answer.json().responseData.data
    expect(body).toMatchObject({ marketName: market.marketPlaceName, date: TODAY })
    const pomegranate = body.products.find(
      (p: { productName: string }) => p.productName === 'Pomegranate Bhagwa',
    )
    const first = pomegranate.grades.find((g: { gradeName: string }) => g.gradeName === '1 No.')
    expect(first.crates).toBeGreaterThanOrEqual(18)
    expect(first.minRate).toBeLessThanOrEqual(first.averageRate)
    expect(first.averageRate).toBeLessThanOrEqual(first.maxRate)
    const text = answer.body
    expect(text).not.toContain(farmer.farmerName)
    for (const buyer of buyers) expect(text).not.toContain(buyer.firmName)
  })

  it('answers 404 for an unknown market and 400 for a date that is not one', async () => {
    expect((await bulletin('00000000-0000-0000-0000-000000000000', TODAY)).statusCode).toBe(404)
    const { market } = await gradedLot()
    expect((await bulletin(market.marketKeyID, '2026-13-01')).statusCode).toBe(400)
    expect((await bulletin(market.marketKeyID, '2020-01-01')).json().responseData.data.products).toEqual([])
  })
})

/** The firm's form fields from its model. */
function strip(company: Record<string, unknown>) {
  const { companyKeyID: _key, showBuyersToFarmers: _shown, ...rest } = company
  return rest
}
