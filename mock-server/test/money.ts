import { api } from '../../contracts'
import { marketNamed, partiesOf, sellCrateToken } from './market-day'
import type { SeededServer } from './support'
import { TODAY } from './support'

/** Bills made through the API on today's sales, for the money tests to pay and receive against. */

const TOMATO = 1
const PER_CRATE = 2

export interface MoneyScene {
  marketKeyID: string
  farmerKeyID: string
  buyerKeyID: string
}

/** Narayangaon with one of its farmers and one of its buyers. */
export async function moneyScene(server: SeededServer, farmerIndex = 0, buyerIndex = 0): Promise<MoneyScene> {
  const market = await marketNamed(server, 'Narayangaon')
  const { farmers, buyers } = await partiesOf(server, market.marketKeyID)
  return {
    marketKeyID: market.marketKeyID,
    farmerKeyID: farmers[farmerIndex]!.farmerKeyID,
    buyerKeyID: buyers[buyerIndex]!.buyerKeyID,
  }
}

/** An ungraded tomato token sold per crate: `crates` × `rate` is the sale. */
function tomato(server: SeededServer, scene: MoneyScene, crates: number, rate: number) {
  return sellCrateToken(server, {
    ...scene,
    productID: TOMATO,
    gradingType: 0,
    sales: [{ gradeID: 0, crates, rateUnit: PER_CRATE, rate }],
  })
}

/** A farmer's patti over one token of `crates` × `rate`. */
export async function farmerBill(server: SeededServer, scene: MoneyScene, crates = 20, rate = 250) {
  const { tokenKeyID } = await tomato(server, scene, crates, rate)
  return server.data(api.farmerBill.generate, {
    body: { marketKeyID: scene.marketKeyID, tokenKeyIDs: [tokenKeyID] },
  })
}

/** One buyer invoice per sale (crates at each rate), in the order given, so the first is the oldest. */
export async function buyerInvoices(
  server: SeededServer,
  scene: MoneyScene,
  rates: readonly number[],
  crates = 10,
) {
  const tokens: string[] = []
  for (const rate of rates) tokens.push((await tomato(server, scene, crates, rate)).tokenKeyID)
  const invoices = await server.data(api.buyerBill.generate, {
    body: {
      marketKeyID: scene.marketKeyID,
      fromDate: TODAY,
      toDate: TODAY,
      buyerKeyIDs: [scene.buyerKeyID],
      mode: 1,
    },
  })
  // The run also invoices the buyer's other sales of the day: answer those of these tokens, in order.
  return tokens.map(
    (key) => invoices.find((invoice) => invoice.lines.some((line) => line.tokenKeyID === key))!,
  )
}

/** A voucher body with the defaults of a buyer's receipt online; `over` sets anything else. */
export const receiptBody = (scene: MoneyScene, amount: number, over: Record<string, unknown> = {}) => ({
  marketKeyID: scene.marketKeyID,
  paymentDate: TODAY,
  partyType: 2,
  partyKeyID: scene.buyerKeyID,
  transactionType: 1,
  paymentMode: 2,
  onlineSubMode: 'UPI',
  referenceNo: 'UTR-4471',
  amount,
  ...over,
})

/** A cash payment to the farmer. */
export const paymentBody = (scene: MoneyScene, amount: number, over: Record<string, unknown> = {}) => ({
  marketKeyID: scene.marketKeyID,
  paymentDate: TODAY,
  partyType: 1,
  partyKeyID: scene.farmerKeyID,
  transactionType: 2,
  paymentMode: 1,
  amount,
  ...over,
})
