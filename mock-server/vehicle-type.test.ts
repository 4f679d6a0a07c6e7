import { describe, expect, it } from 'vitest'
import { api, VEHICLE_TYPE_MESSAGES } from '../contracts'
import { seededServer } from './test/support'

const server = seededServer()

describe('Vehicle types', () => {
  it('has the seeded types with their transport and entry fee', async () => {
    const types = await server.data(api.vehicleType.lookup)
    expect(types.map((t) => [t.vehicleTypeName, t.defaultTransportationType, t.entryFee])).toEqual([
      ['Bullock cart', 2, 5],
      ['Pickup', 1, 10],
      ['Tata Ace', 1, 5],
      ['Tempo 407', 1, 10],
      ['Tractor-Trolley', 2, 10],
      ['Truck', 1, 10],
    ])
  })

  it('adds, updates and deletes a type; refuses a name in use and a negative fee', async () => {
    const body = {
      vehicleTypeName: 'Mini truck',
      defaultTransportationType: 1,
      entryFee: 8,
      typicalCapacityKg: 3500,
    }
    const saved = await server.data(api.vehicleType.addUpdate, { body })
    expect(saved).toMatchObject(body)
    const updated = await server.data(api.vehicleType.addUpdate, { body: { ...saved, entryFee: 7.5 } })
    expect(updated.entryFee).toBe(7.5)
    const clash = await server.call(api.vehicleType.addUpdate, {
      body: { ...body, vehicleTypeName: 'pickup' },
    })
    expect(clash.body).toMatchObject({
      statusCode: 409,
      errorMessage: VEHICLE_TYPE_MESSAGES.duplicate('Pickup'),
    })
    const negative = await server.call(api.vehicleType.addUpdate, { body: { ...body, entryFee: -1 } })
    expect(negative.body.errorMessage).toBe('entryFee: Entry fee must not be negative.')
    const query = { VehicleTypeID: saved.vehicleTypeID }
    expect(await server.data(api.vehicleType.remove, { query })).toBeNull()
  })
})
