import { describe, expect, it } from 'vitest'
import { api, SERVICE_MESSAGES } from '../contracts'
import { seededServer } from './test/support'

const server = seededServer()

describe('Services', () => {
  const list = (filters: Record<string, unknown> = {}) => server.allRows(api.service.list, filters)

  it("are seeded as the system services with the default services' IDs", async () => {
    const rows = await list({ sortingColumnName: 'sortOrder', partyType: 2 })
    expect(rows.map((s) => [s.serviceID, s.serviceName, s.chargeBasis])).toEqual([
      [7, 'Aadat', 'PerUnit'],
      [8, 'Hamali', 'PerUnit'],
      [9, 'Stationary', 'PerBill'],
    ])
    expect((await list({ partyType: 1 })).map((s) => s.serviceID).sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect((await list()).every((s) => s.isSystem)).toBe(true)
  })

  it('refuses to delete a system service or move it to the other party', async () => {
    const removed = await server.call(api.service.remove, { query: { ServiceID: 8 } })
    expect(removed.body).toMatchObject({ statusCode: 409, errorMessage: SERVICE_MESSAGES.systemService })
    const hamali = await server.data(api.service.model, { query: { ServiceID: 8 } })
    const moved = await server.call(api.service.addUpdate, { body: { ...hamali, partyType: 1 } })
    expect(moved.body).toMatchObject({
      statusCode: 400,
      errorMessage: `partyType: ${SERVICE_MESSAGES.systemPartyType}`,
    })
  })

  it('renames a system service, and the default services screen reads the new name', async () => {
    const hamali = await server.data(api.service.model, { query: { ServiceID: 8 } })
    await server.data(api.service.addUpdate, { body: { ...hamali, serviceName: 'Hamali (Mathadi)' } })
    const [market] = await server.allRows(api.market.list, { searchKeyword: 'Sangola' })
    const rows = await server.data(api.buyerMarketServices.model, {
      query: { MarketKeyID: market!.marketKeyID },
    })
    expect(rows.filter((r) => r.serviceID === 8).map((r) => r.serviceName)).toEqual([
      'Hamali (Mathadi)',
      'Hamali (Mathadi)',
    ])
  })

  it('keeps names unique per party type, and deletes a service of its own', async () => {
    const body = {
      serviceName: 'Hamali',
      partyType: 1,
      chargeBasis: 'PerUnit',
      printOnBill: true,
      gstRatePct: 0,
      sortOrder: 7,
    }
    const farmerHamali = await server.data(api.service.addUpdate, { body })
    expect(farmerHamali).toMatchObject({ serviceID: 10, isSystem: false })
    const twice = await server.call(api.service.addUpdate, { body: { ...body, serviceName: 'hamali' } })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: SERVICE_MESSAGES.duplicate })
    const lookup = await server.data(api.service.lookup)
    expect(lookup.map((s) => s.serviceID)).toEqual([1, 2, 3, 4, 5, 6, 10, 7, 8, 9])
    expect(await server.data(api.service.remove, { query: { ServiceID: 10 } })).toBeNull()
  })

  it('refuses a GST rate over 28%', async () => {
    const answer = await server.call(api.service.addUpdate, {
      body: {
        serviceName: 'Cold storage',
        partyType: 2,
        chargeBasis: 'PerUnit',
        printOnBill: true,
        gstRatePct: 30,
        sortOrder: 5,
      },
    })
    expect(answer.body.errorMessage).toBe('gstRatePct: GST rate must be at most 28%.')
  })
})
