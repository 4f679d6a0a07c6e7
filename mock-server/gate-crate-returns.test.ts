import { describe, expect, it } from 'vitest'
import {
  api,
  CRATE_DIRECTION,
  CRATE_MESSAGES,
  CRATE_MOVEMENT_STATUS,
  GATE_CRATE_MESSAGES,
  PARTY_TYPE,
  ROLE_MESSAGES,
  VEHICLE_ENTRY_MESSAGES,
} from '../contracts'
import type { CrateMovementRecord } from './store/crate-rows'
import { crateFixture, movementBody } from './test/crates'
import { gateKit } from './test/gate'
import { assignMarket, registerFirm, seededServer, signIn, TODAY, USERS } from './test/support'

const server = seededServer()
const gate = gateKit(server)
const { Active, Cancelled } = CRATE_MOVEMENT_STATUS
const CRATE_20 = 'Plastic crate 20 kg'

const movements = (isOf: (m: Readonly<CrateMovementRecord>) => boolean) =>
  [...server.app.mockStore.crateMovements.values()].filter(isOf)
const ofEntry = (key: string) => movements((m) => m.vehicleEntryKeyID === key)
const balance = (marketKeyID: string, partyKeyID: string) =>
  movements(
    (m) =>
      m.status === Active &&
      m.marketKeyID === marketKeyID &&
      m.partyKeyID === partyKeyID &&
      m.crateTypeID === 1,
  ).reduce((sum, m) => sum + (m.direction === CRATE_DIRECTION.Out ? m.quantity : -m.quantity), 0)

/** A fresh farmer of the tomato market who took `lent` empties, and an entry body of his with returns. */
async function farmerHolding(lent: number) {
  const f = await crateFixture(server, { fresh: true })
  await server.data(api.crate.addMovement, { body: movementBody(f, { quantity: lent }) })
  const body = (quantity: number, extra: Record<string, unknown> = {}) => ({
    ...gate.crateEntry(f.marketKeyID, [f.partyKeyID]),
    crateReturns: [{ farmerKeyID: f.partyKeyID, crateTypeID: 1, quantity }],
    ...extra,
  })
  return { ...f, body }
}

describe('Empty crates returned at the gate', () => {
  it('records an In from the farmer with the entry, before the declared crates take what is left', async () => {
    const f = await farmerHolding(60)
    const entry = await server.data(api.vehicleEntry.addUpdate, { body: f.body(25) })
    expect(ofEntry(entry.vehicleEntryKeyID)).toMatchObject([
      {
        partyType: PARTY_TYPE.Farmer,
        partyKeyID: f.partyKeyID,
        crateTypeID: 1,
        direction: CRATE_DIRECTION.In,
        quantity: 25,
        movementDate: TODAY,
        tokenKeyID: '',
        remarks: GATE_CRATE_MESSAGES.returnedAtGate(entry.entryNo),
        status: Active,
      },
    ])
    expect(entry.crateReturns).toMatchObject([
      { farmerKeyID: f.partyKeyID, crateTypeID: 1, crateTypeName: CRATE_20, quantity: 25 },
    ])
    expect(entry.crateReturns[0]!.movementNo).toMatch(/^CR\//)
    // 60 lent, 25 came back empty: 35 of the 40 declared crates were the firm's.
    expect(entry.tokens[0]!.crates).toEqual({ crateTypeName: CRATE_20, taken: 35 })
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(0)
    expect(await gate.model(entry.vehicleEntryKeyID)).toEqual(entry)
  })

  it('says what the gate took of the declared crates, without any return', async () => {
    const f = await farmerHolding(30)
    const entry = await server.data(api.vehicleEntry.addUpdate, {
      body: gate.crateEntry(f.marketKeyID, [f.partyKeyID]),
    })
    expect(entry.tokens[0]!.crates).toEqual({ crateTypeName: CRATE_20, taken: 30 })
    expect(entry.crateReturns).toEqual([])
    const onion = await server.data(api.vehicleEntry.addUpdate, {
      body: gate.trolleyEntry(f.marketKeyID, f.partyKeyID),
    })
    expect(onion.tokens[0]!.crates).toBeNull()
  })

  it('refuses a return above what the farmer holds, naming the balance, and changes nothing', async () => {
    const f = await farmerHolding(5)
    const before = await gate.lastNumbers(f.marketKeyID)
    const count = server.app.mockStore.crateMovements.size
    const answer = await gate.save(f.body(8))
    expect(answer.status).toBe(400)
    expect(answer.body.errorMessage).toBe(
      `crateReturns.0.quantity: ${CRATE_MESSAGES.overReturn(CRATE_20, 5)}`,
    )
    expect(await gate.lastNumbers(f.marketKeyID)).toEqual(before)
    expect(server.app.mockStore.crateMovements.size).toBe(count)
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(5)
  })

  it('refuses a farmer not on the entry’s tokens and a type that is not returnable', async () => {
    const f = await farmerHolding(20)
    const other = await crateFixture(server, { fresh: true })
    const count = server.app.mockStore.crateMovements.size
    const stranger = await gate.save(
      f.body(5, { crateReturns: [{ farmerKeyID: other.partyKeyID, crateTypeID: 1, quantity: 5 }] }),
    )
    expect(stranger.body.errorMessage).toBe(
      `crateReturns.0.farmerKeyID: ${GATE_CRATE_MESSAGES.farmerNotOnEntry}`,
    )
    const box = await gate.save(
      f.body(5, { crateReturns: [{ farmerKeyID: f.partyKeyID, crateTypeID: 3, quantity: 5 }] }),
    )
    expect(box.body.errorMessage).toBe(`crateReturns.0.crateTypeID: ${CRATE_MESSAGES.typeNotFound}`)
    expect(server.app.mockStore.crateMovements.size).toBe(count)
  })

  it('follows an edit: a changed count is recorded afresh, an absent list keeps, an empty one takes back', async () => {
    const f = await farmerHolding(100)
    const body = f.body(10)
    const entry = await server.data(api.vehicleEntry.addUpdate, { body })
    const tokens = [{ ...body.tokens[0]!, tokenKeyID: entry.tokens[0]!.tokenKeyID }]
    const edit = { ...body, vehicleEntryKeyID: entry.vehicleEntryKeyID, tokens }
    const live = () => ofEntry(entry.vehicleEntryKeyID).filter((m) => m.status === Active)

    await server.data(api.vehicleEntry.addUpdate, {
      body: { ...edit, crateReturns: [{ farmerKeyID: f.partyKeyID, crateTypeID: 1, quantity: 6 }] },
    })
    expect(live().map((m) => m.quantity)).toEqual([6])
    expect(ofEntry(entry.vehicleEntryKeyID).find((m) => m.status === Cancelled)?.cancelReason).toBe(
      GATE_CRATE_MESSAGES.entryChanged,
    )
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(100 - 6 - 40)

    const { crateReturns: _kept, ...withoutReturns } = edit
    await server.data(api.vehicleEntry.addUpdate, { body: { ...withoutReturns, driverName: 'Ganesh' } })
    expect(live().map((m) => m.quantity)).toEqual([6])

    const none = await server.data(api.vehicleEntry.addUpdate, { body: { ...edit, crateReturns: [] } })
    expect(live()).toEqual([])
    expect(none.crateReturns).toEqual([])
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(60)
  })

  it('cancels the returns with the entry’s reason when the entry is cancelled', async () => {
    const f = await farmerHolding(50)
    const entry = await server.data(api.vehicleEntry.addUpdate, { body: f.body(10) })
    await server.data(api.vehicleEntry.cancel, {
      body: { vehicleEntryKeyID: entry.vehicleEntryKeyID, reason: 'Wrong vehicle' },
    })
    expect(ofEntry(entry.vehicleEntryKeyID).map((m) => [m.status, m.cancelReason])).toEqual([
      [Cancelled, VEHICLE_ENTRY_MESSAGES.cancelledWithEntry('Wrong vehicle')],
    ])
    expect(balance(f.marketKeyID, f.partyKeyID)).toBe(50)
  })

  it('leaves another firm out: its caller cannot edit or cancel the entry and nothing changes', async () => {
    const f = await farmerHolding(50)
    const body = f.body(10)
    const entry = await server.data(api.vehicleEntry.addUpdate, { body })
    const other = await registerFirm(server.app)
    const edit = await gate.save(
      { ...body, vehicleEntryKeyID: entry.vehicleEntryKeyID, crateReturns: [] },
      other.token,
    )
    expect(edit.status).toBe(404)
    const cancel = await server.call(api.vehicleEntry.cancel, {
      token: other.token,
      body: { vehicleEntryKeyID: entry.vehicleEntryKeyID, reason: 'Not ours' },
    })
    expect(cancel.status).toBe(404)
    expect(ofEntry(entry.vehicleEntryKeyID).map((m) => [m.quantity, m.status])).toEqual([[10, Active]])
  })

  it('lets the gate clerk return crates, but not a role without the right to enter crate movements', async () => {
    const f = await farmerHolding(50)
    const sa = await signIn(server.app, USERS.sa)
    await assignMarket(server, sa.userKeyID, f.marketKeyID)
    const count = server.app.mockStore.crateMovements.size
    const refused = await gate.save(f.body(10), sa.token)
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(ROLE_MESSAGES.forbidden)
    expect(server.app.mockStore.crateMovements.size).toBe(count)
    // Without returns the same role still lets the vehicle in.
    const { crateReturns: _none, ...plain } = f.body(10)
    expect((await gate.save(plain, sa.token)).status).toBe(200)
    const clerk = await signIn(server.app, USERS.gateClerk)
    const saved = await gate.save(f.body(10, { vehicleNo: 'MH04ZZ0003' }), clerk.token)
    expect(saved.status).toBe(200)
    expect(saved.body.responseData!.data.crateReturns.map((r) => r.quantity)).toEqual([10])
  })
})
