import { api } from '../../contracts'
import type { SeededServer } from './support'

/** Sales made through the API on today's tokens, so billing tests start from what the yard records. */

let vehicleSerial = 0
const nextVehicleNo = () => `MH15ZB${String(1000 + (vehicleSerial++ % 9000))}`

export async function marketNamed(server: SeededServer, name: string) {
  const [market] = await server.allRows(api.market.list, { searchKeyword: name })
  if (!market) throw new Error(`No market ${name}`)
  return market
}

export async function partiesOf(server: SeededServer, marketKeyID: string) {
  const query = { MarketKeyID: marketKeyID }
  const farmers = await server.data(api.farmer.lookup, { query })
  const buyers = await server.data(api.buyer.lookup, { query })
  return { farmers, buyers }
}

export interface GradeSale {
  /** 0: the ungraded lot. */
  gradeID: number
  crates: number
  rateUnit: 1 | 2 | 3 | 4 | 5
  rate: number
  netWeightKg?: number | null
  buyerKeyID?: string
}

export interface CrateSaleInput {
  marketKeyID: string
  farmerKeyID: string
  buyerKeyID: string
  productID: number
  /** 0 None (sold as one ungraded lot), 1 Machine, 2 Hand, 3 Farmer. */
  gradingType: 0 | 1 | 2 | 3
  sales: readonly GradeSale[]
  token?: string
}

/** A crate vehicle with one token, graded by its sales' grades and sold in full: the token is Auctioned. */
export async function sellCrateToken(server: SeededServer, input: CrateSaleInput) {
  const declaredCrates = input.sales.reduce((sum, sale) => sum + sale.crates, 0)
  // Another user's session when given; the demo owner's otherwise.
  const as = input.token ? { token: input.token } : {}
  const entry = await server.data(api.vehicleEntry.addUpdate, {
    ...as,
    body: {
      marketKeyID: input.marketKeyID,
      vehicleNo: nextVehicleNo(),
      vehicleTypeID: 2,
      transportationType: 1,
      tokens: [
        {
          farmerKeyID: input.farmerKeyID,
          productID: input.productID,
          declaredCrates,
          gradingType: input.gradingType,
        },
      ],
    },
  })
  const tokenKeyID = entry.tokens[0]!.tokenKeyID
  if (input.gradingType !== 0) {
    await server.data(api.token.saveGrading, {
      ...as,
      body: {
        tokenKeyID,
        gradingType: input.gradingType,
        grades: input.sales.map((sale) => ({ gradeID: sale.gradeID, crates: sale.crates, weightKg: 0 })),
      },
    })
  }
  const lines = []
  for (const sale of input.sales) {
    lines.push(
      await server.data(api.auction.save, {
        ...as,
        body: {
          tokenKeyID,
          gradeID: sale.gradeID,
          buyerKeyID: sale.buyerKeyID ?? input.buyerKeyID,
          crates: sale.crates,
          rateUnit: sale.rateUnit,
          rate: sale.rate,
          netWeightKg: sale.netWeightKg ?? null,
          confirmWarnings: true,
        },
      }),
    )
  }
  return { tokenKeyID, entry, lines }
}

export interface TrolleySaleInput {
  marketKeyID: string
  farmerKeyID: string
  buyerKeyID: string
  loadedWeightKg: number
  emptyWeightKg: number
  /** Per quintal, or a lump sum when `lumpSumAmount` is given. */
  rate?: number
  lumpSumAmount?: number
}

/** An onion trolley sold and weighed: its token is Auctioned. */
export async function sellTrolley(server: SeededServer, input: TrolleySaleInput) {
  const entry = await server.data(api.vehicleEntry.addUpdate, {
    body: {
      marketKeyID: input.marketKeyID,
      vehicleNo: nextVehicleNo(),
      vehicleTypeID: 1,
      transportationType: 2,
      loadedWeightKg: input.loadedWeightKg,
      tokens: [{ farmerKeyID: input.farmerKeyID, productID: 2, declaredCrates: 0, gradingType: 0 }],
    },
  })
  const tokenKeyID = entry.tokens[0]!.tokenKeyID
  const lumpSum = input.lumpSumAmount !== undefined
  const lot = await server.data(api.trolleyAuction.save, {
    body: {
      tokenKeyID,
      buyerKeyID: input.buyerKeyID,
      rateType: lumpSum ? 2 : 1,
      rate: input.rate ?? 0,
      lumpSumAmount: input.lumpSumAmount ?? 0,
      loadedWeightKg: input.loadedWeightKg,
      emptyWeightKg: input.emptyWeightKg,
      confirmWarnings: true,
    },
  })
  return { tokenKeyID, entry, lot }
}
