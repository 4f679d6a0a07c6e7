import { api, tokenLabel } from '../../contracts'
import type { SeededServer } from './support'

export const TOMATO = 1
export const POMEGRANATE = 3
/** Tomato's grades 1 No., 2 No., 3 No. */
export const [TOMATO_1, TOMATO_2] = [1, 2]
/** Grades are numbered across products: Tomato 1–3, Onion 4–8, Pomegranate 9–12. */
export const POMEGRANATE_1 = 9
export const PER_KG = 1
export const PER_CRATE = 2
export const PER_QUINTAL = 3

export type Body = Record<string, unknown>

/** The auction tests' setup, as the demo owner of a file's seeded server. */
export function auctionKit(server: SeededServer) {
  async function marketKey(name: string) {
    const [market] = await server.allRows(api.market.list, { searchKeyword: name })
    return market!.marketKeyID
  }

  let vehicleNo = 1000
  /**
   * A new crate vehicle at Narayangaon with one token of today, graded into the given grades
   * (`[gradeID, crates]`), or left Open and ungraded without them.
   */
  async function crateToken(
    options: { crates?: number; productID?: number; grades?: [number, number][] } = {},
  ) {
    const { crates = 50, productID = TOMATO, grades } = options
    const marketKeyID = await marketKey('Narayangaon')
    const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
    const farmer = farmers[farmers.length - 1]!
    vehicleNo += 1
    const entry = await server.data(api.vehicleEntry.addUpdate, {
      body: {
        marketKeyID,
        vehicleNo: `MH14ZZ${vehicleNo}`,
        vehicleTypeID: 2,
        transportationType: 1,
        tokens: [
          { farmerKeyID: farmer.farmerKeyID, productID, declaredCrates: crates, gradingType: grades ? 1 : 0 },
        ],
      },
    })
    const token = entry.tokens[0]!
    if (grades) {
      await server.data(api.token.saveGrading, {
        body: {
          tokenKeyID: token.tokenKeyID,
          gradingType: 1,
          grades: grades.map(([gradeID, n]) => ({ gradeID, crates: n, weightKg: 0 })),
          shortageReason: grades.reduce((sum, [, n]) => sum + n, 0) === crates ? '' : 'Some crates rotten',
        },
      })
    }
    return { marketKeyID, tokenKeyID: token.tokenKeyID, label: tokenLabel(token.tokenNo), farmer }
  }

  /** A buyer of Narayangaon by name (Shivneri Vegetable Co. and Junnar Tomato Agency buy there). */
  async function buyer(name: string) {
    const [row] = await server.allRows(api.buyer.list, { searchKeyword: name })
    return row!
  }
  /** Shivneri Vegetable Co.: no credit limit, so no credit warning. */
  const unlimited = () => buyer('Shivneri')

  const sell = (body: Body, token?: string) =>
    server.call(api.auction.save, token ? { body, token } : { body })
  const line = (tokenKeyID: string, buyerKeyID: string, change: Body = {}): Body => ({
    auctionLineKeyID: '',
    tokenKeyID,
    gradeID: TOMATO_1,
    buyerKeyID,
    crates: 10,
    rateUnit: PER_CRATE,
    rate: 250,
    ...change,
  })
  const tokenModel = (TokenKeyID: string) => server.data(api.token.model, { query: { TokenKeyID } })
  const queue = (marketKeyID: string) => server.data(api.auction.queue, { body: { marketKeyID } })

  return { marketKey, crateToken, buyer, unlimited, sell, line, tokenModel, queue }
}
