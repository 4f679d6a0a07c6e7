import { describe, expect, it } from 'vitest'
import { api, CRATE_DIRECTION, CRATE_MESSAGES, CRATE_TYPE_MESSAGES, PARTY_TYPE } from '../contracts'
import { crateFixture, movementBody } from './test/crates'
import { registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()

describe('Crate types', () => {
  it('has the seeded types and keeps names unique', async () => {
    const types = await server.data(api.crateType.lookup)
    expect(types.map((t) => [t.crateTypeName, t.capacityKg, t.lostValue, t.isReturnable])).toEqual([
      ['Corrugated box', 10, 0, false],
      ['Plastic crate 20 kg', 20, 150, true],
      ['Plastic crate 25 kg', 25, 180, true],
    ])
    const body = { crateTypeName: 'Wooden crate', capacityKg: 18, lostValue: 90.5, isReturnable: true }
    const saved = await server.data(api.crateType.addUpdate, { body })
    expect(saved).toMatchObject(body)
    const clash = await server.call(api.crateType.addUpdate, {
      body: { ...body, crateTypeName: 'wooden crate' },
    })
    expect(clash.body).toMatchObject({
      statusCode: 409,
      errorMessage: CRATE_TYPE_MESSAGES.duplicate('Wooden crate'),
    })
    const negative = await server.call(api.crateType.addUpdate, { body: { ...body, lostValue: -1 } })
    expect(negative.body.errorMessage).toBe('lostValue: Lost value must not be negative.')
  })

  it('refuses to delete a type that has movements', async () => {
    const answer = await server.call(api.crateType.remove, { query: { CrateTypeID: 1 } })
    expect(answer.body).toMatchObject({ statusCode: 409, errorMessage: CRATE_TYPE_MESSAGES.inUse })
  })
})

describe('Crate movements', () => {
  it('numbers a movement, answers the balance after it and counts it in the balance list', async () => {
    const f = await crateFixture(server)
    const before = f.balanceOf(await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID }))
    const out = await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 12 }) })
    expect(out.movementNo).toMatch(/^CR\/26-27\/\d{5}$/)
    expect(out).toMatchObject({ direction: CRATE_DIRECTION.Out, quantity: 12, balanceAfter: before + 12 })
    const back = await server.data(api.crate.addMovement, {
      body: movementBody(f, { direction: CRATE_DIRECTION.In, quantity: 5 }),
    })
    expect(back.balanceAfter).toBe(before + 7)
    expect(back.movementNo).not.toBe(out.movementNo)
    const rows = await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID })
    expect(f.balanceOf(rows)).toBe(before + 7)
  })

  it('refuses a return above the balance with the balance in the message, and changes nothing', async () => {
    const f = await crateFixture(server)
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 3 }) })
    const balance = f.balanceOf(await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID }))
    const snapshot = server.app.mockStore.snapshot()
    const answer = await server.call(api.crate.addMovement, {
      body: movementBody(f, { direction: CRATE_DIRECTION.In, quantity: balance + 1 }),
    })
    expect(answer.body).toMatchObject({
      statusCode: 400,
      errorMessage: CRATE_MESSAGES.overReturn('Plastic crate 20 kg', balance),
    })
    expect(answer.body.errorMessage).toContain(String(balance))
    expect(server.app.mockStore.snapshot().get('crateMovements')).toBe(snapshot.get('crateMovements'))
  })

  it('cancels with a reason, never deletes, and will not cancel crates lent that came back', async () => {
    const f = await crateFixture(server, { fresh: true })
    const out = await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 4 }) })
    await server.data(api.crate.addMovement, {
      body: movementBody(f, { direction: CRATE_DIRECTION.In, quantity: 4 }),
    })
    const refused = await server.call(api.crate.cancelMovement, {
      body: { crateMovementKeyID: out.crateMovementKeyID, reason: 'Entered twice' },
    })
    expect(refused.body.errorMessage).toBe(CRATE_MESSAGES.overReturn('Plastic crate 20 kg', 0))
    const lent = await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 6 }) })
    const noReason = await server.call(api.crate.cancelMovement, {
      body: { crateMovementKeyID: lent.crateMovementKeyID, reason: '' },
    })
    expect(noReason.status).toBe(400)
    const cancelled = await server.data(api.crate.cancelMovement, {
      body: { crateMovementKeyID: lent.crateMovementKeyID, reason: 'Entered twice' },
    })
    expect(cancelled).toMatchObject({ status: 2, cancelReason: 'Entered twice', balanceAfter: 0 })
    expect(server.app.mockStore.crateMovements.get(lent.crateMovementKeyID)).toBeDefined()
    const again = await server.call(api.crate.cancelMovement, {
      body: { crateMovementKeyID: lent.crateMovementKeyID, reason: 'Entered twice' },
    })
    expect(again.body.errorMessage).toBe(CRATE_MESSAGES.alreadyCancelled)
  })

  it('never lets parallel returns take a balance below zero', async () => {
    const f = await crateFixture(server, { fresh: true })
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 10 }) })
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        server.call(api.crate.addMovement, {
          body: movementBody(f, { direction: CRATE_DIRECTION.In, quantity: 1 }),
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(15)
    const rows = await server.allRows(api.crate.balanceList, { marketKeyID: f.marketKeyID })
    expect(f.balanceOf(rows)).toBe(0)
    const numbers = answers.filter((a) => a.status === 200).map((a) => a.body.responseData!.data.movementNo)
    expect(new Set(numbers).size).toBe(10)
  })

  it('answers a clear 400 on bad input and changes nothing', async () => {
    const f = await crateFixture(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'quantity: Quantity must be at least 1.'],
      [{ quantity: 2.5 }, 'quantity: Quantity must be a whole number.'],
      [{ direction: 3 }, 'direction: Choose Out or In.'],
      [{ partyType: 3 }, 'partyType: Choose Farmer or Buyer.'],
      [{ crateTypeID: 3 }, `crateTypeID: ${CRATE_MESSAGES.typeNotFound}`],
      [{ crateTypeID: 99 }, `crateTypeID: ${CRATE_MESSAGES.typeNotFound}`],
      [{ partyType: PARTY_TYPE.Buyer }, `partyKeyID: ${CRATE_MESSAGES.partyNotFound}`],
      [{ tokenKeyID: f.partyKeyID }, `tokenKeyID: ${CRATE_MESSAGES.tokenNotFound}`],
      [{ movementDate: '2026-13-01' }, 'movementDate'],
    ]
    const snapshot = server.app.mockStore.snapshot()
    for (const [change, message] of cases) {
      const answer = await server.call(api.crate.addMovement, { body: movementBody(f, change) })
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body.errorMessage).toContain(message)
    }
    expect(server.app.mockStore.snapshot().get('crateMovements')).toBe(snapshot.get('crateMovements'))
  })

  it('needs a token, the Crate right, and keeps firms apart', async () => {
    const f = await crateFixture(server)
    const body = movementBody(f, {})
    expect((await server.call(api.crate.addMovement, { body, token: null })).status).toBe(401)
    const cashier = await signIn(server.app, USERS.cashier)
    const refusedRole = await server.call(api.crate.addMovement, { body, token: cashier.token })
    expect(refusedRole.status).toBe(403)
    const other = await registerFirm(server.app)
    const foreign = await server.call(api.crate.addMovement, { body, token: other.token })
    expect([403, 404]).toContain(foreign.status)
    const stock = await server.call(api.crate.stock, {
      query: { MarketKeyID: f.marketKeyID },
      token: other.token,
    })
    expect([403, 404]).toContain(stock.status)
    const ledger = await server.call(api.crate.ledger, {
      body: { marketKeyID: f.marketKeyID, partyType: 1, partyKeyID: f.partyKeyID },
      token: other.token,
    })
    expect([403, 404]).toContain(ledger.status)
  })
})

describe('Crate ledger and stock', () => {
  it('runs the balance from the opening to the closing', async () => {
    const f = await crateFixture(server, { fresh: true })
    const add = (change: Record<string, unknown>) =>
      server.data(api.crate.addMovement, { body: movementBody(f, change) })
    await add({ movementDate: '2026-11-10', quantity: 20 })
    await add({ movementDate: '2026-11-15', quantity: 10 })
    await add({
      movementDate: '2026-11-18',
      direction: CRATE_DIRECTION.In,
      quantity: 12,
      remarks: 'Came back full',
    })
    await add({ movementDate: TODAY, direction: CRATE_DIRECTION.In, quantity: 8 })
    const ledger = await server.data(api.crate.ledger, {
      body: {
        marketKeyID: f.marketKeyID,
        partyType: 1,
        partyKeyID: f.partyKeyID,
        crateTypeID: 1,
        fromDate: '2026-11-12',
      },
    })
    expect(ledger.opening).toBe(20)
    expect(ledger.rows.map((r) => [r.date, r.outQty, r.inQty, r.balance])).toEqual([
      ['2026-11-15', 10, 0, 30],
      ['2026-11-18', 0, 12, 18],
      [TODAY, 0, 8, 10],
    ])
    expect(ledger.rows[1]!.particulars).toBe('Crates returned, Came back full')
    expect(ledger.closing).toBe(10)
    const rows = await server.allRows(api.crate.balanceList, {
      marketKeyID: f.marketKeyID,
      partyType: 1,
      crateTypeID: 1,
    })
    // Returns settle the oldest crates first: the 10 still out are the 15th's.
    expect(rows.find((r) => r.partyKeyID === f.partyKeyID)).toMatchObject({
      balance: 10,
      oldestOutDate: '2026-11-15',
    })
  })

  it('splits the stock into farmers, buyers and the yard', async () => {
    const f = await crateFixture(server)
    const stock = await server.data(api.crate.stock, { query: { MarketKeyID: f.marketKeyID } })
    expect(stock.map((s) => s.crateTypeName)).toEqual(['Plastic crate 20 kg', 'Plastic crate 25 kg'])
    const before = stock[0]!
    await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: 7 }) })
    const [after] = await server.data(api.crate.stock, { query: { MarketKeyID: f.marketKeyID } })
    expect(after!.withFarmers).toBe(before.withFarmers + 7)
    expect(after!.owned).toBe(before.owned)
    expect(after!.inYard).toBe(before.inYard - 7)
    expect(after!.owned).toBe(after!.withFarmers + after!.withBuyers + after!.inYard)
  })
})
