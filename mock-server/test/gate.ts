import { api } from '../../contracts'
import { type SeededServer, TODAY } from './support'

export const TATA_ACE = 4
export const TRACTOR_TROLLEY = 1
export const TOMATO = 1
export const ONION = 2

/** The gate tests' entry bodies and calls, as the demo owner of a file's seeded server. */
export function gateKit(server: SeededServer) {
  async function market(name: string) {
    const [row] = await server.allRows(api.market.list, { searchKeyword: name })
    const marketKeyID = row!.marketKeyID
    const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
    const [outsider] = await server.allRows(api.farmer.list, { marketKeyID, assigned: false, isActive: true })
    return { marketKeyID, farmers, outsider: outsider! }
  }

  const crateEntry = (marketKeyID: string, farmerKeyIDs: string[], extra: Record<string, unknown> = {}) => ({
    marketKeyID,
    vehicleNo: 'mh-04 zz 0001',
    vehicleTypeID: TATA_ACE,
    transportationType: 1,
    driverName: 'Kisan Thorat',
    fromVillage: 'Otur',
    tokens: farmerKeyIDs.map((farmerKeyID, i) => ({
      farmerKeyID,
      productID: TOMATO,
      declaredCrates: 40 + i,
      gradingType: 1,
    })),
    ...extra,
  })

  const trolleyEntry = (marketKeyID: string, farmerKeyID: string, extra: Record<string, unknown> = {}) => ({
    marketKeyID,
    vehicleNo: 'MH04ZZ0002',
    vehicleTypeID: TRACTOR_TROLLEY,
    transportationType: 2,
    loadedWeightKg: 6200,
    tokens: [{ farmerKeyID, productID: ONION, declaredCrates: 0, gradingType: 0 }],
    ...extra,
  })

  const save = (body: unknown, token?: string) =>
    server.call(api.vehicleEntry.addUpdate, token ? { body, token } : { body })
  const model = (key: string) => server.data(api.vehicleEntry.model, { query: { VehicleEntryKeyID: key } })

  /** Today's highest entry and token numbers of a market. */
  async function lastNumbers(marketKeyID: string) {
    const [entry] = await server.data(api.vehicleEntry.list, {
      body: {
        pageNo: 0,
        pageSize: 1,
        marketKeyID,
        fromDate: TODAY,
        sortingColumnName: 'entryNo',
        sortingDirection: 'desc',
      },
    })
    const [token] = await server.data(api.token.list, {
      body: {
        pageNo: 0,
        pageSize: 1,
        marketKeyID,
        fromDate: TODAY,
        sortingColumnName: 'tokenNo',
        sortingDirection: 'desc',
      },
    })
    return { entryNo: entry?.entryNo ?? 0, tokenNo: token?.tokenNo ?? 0 }
  }

  return { market, crateEntry, trolleyEntry, save, model, lastNumbers }
}
