import { api, CONFIRM_PREFIX, type EndpointDef, RATE_UNIT } from '../../contracts'
import { answerDifferences, refusalDifferences } from './check'
import type { Answer } from './http'
import { type Call, type CheckResult, timed, verdict } from './result'

type Row = Record<string, unknown>

const dataOf = (answer: Answer): Row | Row[] | undefined =>
  (answer.body as { responseData?: { data?: Row | Row[] } } | undefined)?.responseData?.data

const rowsOf = (answer: Answer): Row[] => {
  const data = dataOf(answer)
  return Array.isArray(data) ? data : []
}

/** Why the flow stopped: a step's answer was needed by the next one. */
class Stop extends Error {}

/**
 * One market day on the test firm, end to end, with the refusals the SPA depends on: a gate entry
 * refused then made, a sale whose rate asks to be confirmed, a refused cancel, the farmer's patti,
 * and everything it made cancelled again with a reason (money documents are never deleted).
 */
export async function marketDayFlows(call: Call, token: string): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  let stopped: string | null = null

  const send = (def: EndpointDef, input: { query?: Row; body?: unknown }) =>
    call({ method: def.method, path: def.path, token, ...input })

  /** A step that must answer data conforming to the contract; later steps use its answer. */
  const expectData = async (name: string, def: EndpointDef, input: { query?: Row; body?: unknown }) => {
    let answer: Answer | undefined
    await step(name, async () => {
      answer = await send(def, input)
      return answerDifferences(def, answer)
    })
    if (answer?.status !== 200) throw new Stop(`${name} did not succeed`)
    return answer
  }

  /** A step that must be refused with `status` and change nothing. */
  const expectRefusal = (name: string, def: EndpointDef, status: number, body: unknown) =>
    step(name, async () => {
      const answer = await send(def, { body })
      return refusalDifferences(status, answer.status, answer.body)
    })

  async function step(name: string, check: () => Promise<string[]>) {
    if (stopped) {
      results.push({ name, group: 'write', outcome: 'skipped', details: [stopped], ms: 0 })
      return
    }
    results.push(await timed(name, 'write', async () => verdict(await check())))
  }

  try {
    const markets = rowsOf(
      await expectData('write: pick a market', api.market.list, { body: { pageNo: 0, pageSize: 100 } }),
    )
    // The first active market where both a farmer and a buyer trade.
    let market: Row | undefined
    for (const candidate of markets.filter((m) => m.isActive !== false)) {
      const query = { MarketKeyID: String(candidate.marketKeyID) }
      const [farmers, buyers] = await Promise.all([
        send(api.farmer.lookup, { query }),
        send(api.buyer.lookup, { query }),
      ])
      if (rowsOf(farmers).length > 0 && rowsOf(buyers).length > 0) {
        market = candidate
        break
      }
    }
    if (!market) throw new Stop('no market of the firm has both a farmer and a buyer')
    const marketKeyID = String(market.marketKeyID)
    const query = { MarketKeyID: marketKeyID }
    const farmer = rowsOf(await expectData('write: farmers of the market', api.farmer.lookup, { query }))[0]
    const buyer = rowsOf(await expectData('write: buyers of the market', api.buyer.lookup, { query }))[0]
    const products = rowsOf(await expectData('write: products', api.product.lookup, {}))
    const product = products.find((p) => p.defaultTransportationType === 1) ?? products[0]
    if (!farmer || !buyer || !product) throw new Stop('the market needs a farmer, a buyer and a product')

    await expectRefusal(
      'write: a gate entry without its fields is refused (400)',
      api.vehicleEntry.addUpdate,
      400,
      {},
    )
    const entry = dataOf(
      await expectData('write: gate entry with one token', api.vehicleEntry.addUpdate, {
        body: {
          marketKeyID,
          vehicleNo: `MH15ZC${1000 + Math.floor(Math.random() * 9000)}`,
          vehicleTypeID: 2,
          transportationType: 1,
          tokens: [
            {
              farmerKeyID: farmer.farmerKeyID,
              productID: product.productID,
              declaredCrates: 1,
              gradingType: 0,
            },
          ],
        },
      }),
    ) as { tokens?: Row[] }
    const tokenKeyID = entry.tokens?.[0]?.tokenKeyID
    if (typeof tokenKeyID !== 'string') throw new Stop('the gate entry answered no token')

    // A rate far below any band: the contract answers 409 `Confirm: …`, and the same sale confirmed goes through.
    const sale = {
      tokenKeyID,
      gradeID: 0,
      buyerKeyID: buyer.buyerKeyID,
      crates: 1,
      rateUnit: RATE_UNIT.PerCrate,
      rate: 0.01,
    }
    await step('write: an out-of-band rate asks to be confirmed (409 Confirm:)', async () => {
      const answer = await send(api.auction.save, { body: { ...sale, confirmWarnings: false } })
      const differences = refusalDifferences(409, answer.status, answer.body)
      const message = (answer.body as { errorMessage?: unknown } | undefined)?.errorMessage
      if (typeof message === 'string' && !message.startsWith(CONFIRM_PREFIX)) {
        differences.push(`errorMessage: expected to start with "${CONFIRM_PREFIX}", got "${message}"`)
      }
      return differences
    })
    const line = dataOf(
      await expectData('write: the same sale, confirmed', api.auction.save, {
        body: { ...sale, confirmWarnings: true },
      }),
    ) as Row
    const auctionLineKeyID = line.auctionLineKeyID
    await expectRefusal('write: a cancel without a reason is refused (400)', api.auction.cancel, 400, {
      auctionLineKeyID,
      reason: '',
    })

    const bill = dataOf(
      await expectData("write: the farmer's patti", api.farmerBill.generate, {
        body: { marketKeyID, tokenKeyIDs: [tokenKeyID] },
      }),
    ) as Row
    const reason = 'Conformance run on a test firm'
    await expectData('write: the patti cancelled with a reason', api.farmerBill.cancel, {
      body: { farmerBillKeyID: bill.farmerBillKeyID, reason },
    })
    await expectData('write: the sale cancelled with a reason', api.auction.cancel, {
      body: { auctionLineKeyID, reason },
    })
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    stopped = `not run: ${error.message}`
    results.push({ name: 'write: market day', group: 'write', outcome: 'differs', details: [stopped], ms: 0 })
  }
  return results
}
