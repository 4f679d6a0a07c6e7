import { describe, expect, it } from 'vitest'
import { api, GRADING_MESSAGES, TOKEN_MESSAGES, tokenLabel } from '../contracts'
import { call, registerFirm, sameRows, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()

const TOMATO = 1
/** Tomato's grades 1 No., 2 No., 3 No.; Onion's first grade. */
const [TOMATO_1, TOMATO_2, TOMATO_3, ONION_1] = [1, 2, 3, 4]

/** A new crate vehicle at Narayangaon with one Open tomato token of 50 crates. */
async function openToken(gradingType = 1) {
  const [market] = await server.allRows(api.market.list, { searchKeyword: 'Narayangaon' })
  const [farmer] = await server.data(api.farmer.lookup, { query: { MarketKeyID: market!.marketKeyID } })
  const entry = await server.data(api.vehicleEntry.addUpdate, {
    body: {
      marketKeyID: market!.marketKeyID,
      vehicleNo: 'MH04ZX1234',
      vehicleTypeID: 2,
      transportationType: 1,
      tokens: [{ farmerKeyID: farmer!.farmerKeyID, productID: TOMATO, declaredCrates: 50, gradingType }],
    },
  })
  return { marketKeyID: market!.marketKeyID, entry, tokenKeyID: entry.tokens[0]!.tokenKeyID }
}

const grade = (body: Record<string, unknown>) => server.call(api.token.saveGrading, { body })
const model = (TokenKeyID: string) => server.data(api.token.model, { query: { TokenKeyID } })

describe('Token/GetTokenList', () => {
  it('filters by market, status, product and transport, and finds a token by its printed number', async () => {
    const { marketKeyID, tokenKeyID } = await openToken()
    const token = await model(tokenKeyID)
    const found = await server.allRows(api.token.list, {
      marketKeyID,
      searchKeyword: tokenLabel(token.tokenNo),
      fromDate: TODAY,
    })
    expect(found.map((t) => t.tokenKeyID)).toEqual([tokenKeyID])
    expect(found[0]).toMatchObject({
      vehicleNo: 'MH04ZX1234',
      productName: 'Tomato',
      transportationType: 1,
      status: 1,
    })
    const [pimpalgaon] = await server.allRows(api.market.list, { searchKeyword: 'Pimpalgaon' })
    const filters = { marketKeyID: pimpalgaon!.marketKeyID, status: 3, productID: 2, transportationType: 2 }
    const auctioned = await server.allRows(api.token.list, filters)
    expect(auctioned.length).toBeGreaterThan(0)
    expect(
      auctioned.every((t) => t.status === 3 && t.productName === 'Onion' && t.transportationType === 2),
    ).toBe(true)
    const all = await server.data(api.token.list, {
      body: { pageNo: 0, pageSize: 1, marketKeyID: pimpalgaon!.marketKeyID, status: 0 },
    })
    expect(all.length).toBe(1)
  })
})

describe('Token/SaveTokenGrading', () => {
  it('grades an Open token: crates per grade adding up to the declared crates', async () => {
    const { tokenKeyID } = await openToken()
    const saved = await server.data(api.token.saveGrading, {
      body: {
        tokenKeyID,
        gradingType: 2,
        grades: [
          { gradeID: TOMATO_1, crates: 30, weightKg: 588.5 },
          { gradeID: TOMATO_2, crates: 20 },
        ],
      },
    })
    expect(saved).toMatchObject({ status: 2, gradingType: 2, gradedCrates: 50, shortageReason: '' })
    expect(saved.grades).toEqual([
      { gradeID: TOMATO_1, gradeName: '1 No.', crates: 30, weightKg: 588.5, soldCrates: 0 },
      { gradeID: TOMATO_2, gradeName: '2 No.', crates: 20, weightKg: 0, soldCrates: 0 },
    ])
    expect(await model(tokenKeyID)).toEqual(saved)
    // A Graded token is graded again until it goes to auction.
    const again = await server.data(api.token.saveGrading, {
      body: { tokenKeyID, gradingType: 2, grades: [{ gradeID: TOMATO_3, crates: 50 }] },
    })
    expect(again.grades.map((g) => g.gradeID)).toEqual([TOMATO_3])
  })

  it('takes a null weight as a grade not weighed, and still refuses a negative one', async () => {
    const { tokenKeyID } = await openToken()
    const grades = [
      { gradeID: TOMATO_1, crates: 30, weightKg: null },
      { gradeID: TOMATO_2, crates: 20, weightKg: 0 },
    ]
    const saved = await server.data(api.token.saveGrading, { body: { tokenKeyID, gradingType: 1, grades } })
    expect(saved.grades.map((g) => g.weightKg)).toEqual([0, 0])
    const before = server.app.mockStore.snapshot()
    const negative = [{ gradeID: TOMATO_1, crates: 50, weightKg: -1 }]
    expect((await grade({ tokenKeyID, gradingType: 1, grades: negative })).body).toMatchObject({
      statusCode: 400,
      errorMessage: 'grades.0.weightKg: Weight must not be negative.',
    })
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
  })

  it('wants a shortage reason when the graded crates differ from the declared crates', async () => {
    const { tokenKeyID } = await openToken()
    const body = { tokenKeyID, gradingType: 1, grades: [{ gradeID: TOMATO_1, crates: 47 }] }
    const before = server.app.mockStore.snapshot()
    expect((await grade(body)).body).toMatchObject({
      statusCode: 400,
      errorMessage: `shortageReason: ${GRADING_MESSAGES.shortageReason(47, 50)}`,
    })
    expect(sameRows(before, server.app.mockStore.snapshot())).toBe(true)
    expect((await grade({ ...body, shortageReason: 'ab' })).body.errorMessage).toBe(
      'shortageReason: Shortage reason must be 3 to 200 characters.',
    )
    const saved = await server.data(api.token.saveGrading, {
      body: { ...body, shortageReason: 'Three crates damaged in transit' },
    })
    expect(saved).toMatchObject({ gradedCrates: 47, shortageReason: 'Three crates damaged in transit' })
  })

  it("refuses another product's grade, a grade twice and grading type None", async () => {
    const { tokenKeyID } = await openToken()
    expect(
      (await grade({ tokenKeyID, gradingType: 1, grades: [{ gradeID: ONION_1, crates: 50 }] })).body
        .errorMessage,
    ).toBe(`grades.0.gradeID: ${TOKEN_MESSAGES.gradeNotOfProduct}`)
    const twice = [
      { gradeID: TOMATO_1, crates: 25 },
      { gradeID: TOMATO_1, crates: 25 },
    ]
    expect((await grade({ tokenKeyID, gradingType: 1, grades: twice })).body.errorMessage).toBe(
      `grades: ${GRADING_MESSAGES.duplicateGrade}`,
    )
    expect(
      (await grade({ tokenKeyID, gradingType: 0, grades: [{ gradeID: TOMATO_1, crates: 50 }] })).body
        .errorMessage,
    ).toBe(`gradingType: ${TOKEN_MESSAGES.gradingTypeRequired}`)
  })

  it('leaves a token not to be graded Open, and auctionable as it is', async () => {
    const { tokenKeyID } = await openToken(0)
    expect(await model(tokenKeyID)).toMatchObject({ status: 1, gradingType: 0, grades: [] })
  })
})

describe('Token/CancelToken', () => {
  it('cancels an Open or Graded token with a reason, and nothing after that', async () => {
    const { tokenKeyID } = await openToken()
    await server.data(api.token.saveGrading, {
      body: { tokenKeyID, gradingType: 1, grades: [{ gradeID: TOMATO_1, crates: 50 }] },
    })
    const cancel = (reason: string) => server.call(api.token.cancel, { body: { tokenKeyID, reason } })
    expect((await cancel('  ')).body.errorMessage).toBe('reason: This field is required.')
    expect((await cancel('Farmer took the lot back')).body.responseData!.data).toMatchObject({
      status: 5,
      cancelReason: 'Farmer took the lot back',
    })
    expect((await cancel('Again')).body).toMatchObject({
      statusCode: 400,
      errorMessage: TOKEN_MESSAGES.cancelOnlyOpenOrGraded,
    })
    expect(
      (await grade({ tokenKeyID, gradingType: 1, grades: [{ gradeID: TOMATO_1, crates: 50 }] })).body
        .errorMessage,
    ).toBe(TOKEN_MESSAGES.gradeOnlyOpenOrGraded)
  })
})

describe('tokens by firm and role', () => {
  it('answer 404 to another firm and 403 to a role without the right', async () => {
    const { tokenKeyID } = await openToken()
    const other = await registerFirm(server.app)
    expect(
      (await call(server.app, api.token.model, { token: other.token, query: { TokenKeyID: tokenKeyID } }))
        .status,
    ).toBe(404)
    const body = { tokenKeyID, gradingType: 1, grades: [{ gradeID: TOMATO_1, crates: 50 }] }
    expect((await call(server.app, api.token.saveGrading, { token: other.token, body })).status).toBe(404)
    const support = await signIn(server.app, USERS.saSupport)
    expect((await call(server.app, api.token.saveGrading, { token: support.token, body })).status).toBe(403)
    expect(
      (await call(server.app, api.token.model, { token: support.token, query: { TokenKeyID: tokenKeyID } }))
        .status,
    ).toBe(200)
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await call(server.app, api.token.saveGrading, { token: clerk.token, body })).status).toBe(200)
  })
})
