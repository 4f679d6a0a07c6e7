import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUCTION_LINE_STATUS, api, TOKEN_STATUS, TROLLEY_AUCTION_STATUS } from '../contracts'
import { saleLots } from './handlers/auction-lines'
import { buyerBilledPaise, buyerOutstandingPaise } from './handlers/buyer-exposure'
import type { Store } from './store/store'
import { indexKey } from './store/table'
import { auctionKit, PER_CRATE, PER_KG, PER_QUINTAL, TOMATO_1, TOMATO_2 } from './test/auction'
import { seededServer } from './test/support'

/**
 * Through the API, over the seeded history: what a sale's checks read from the store's running
 * totals (crates left of a grade, what a buyer owes) and what a save writes back (a token's sold
 * crates and status) equal the figures added up from every line, after any sequence of new sales,
 * changes and cancellations, refused ones included.
 */
const server = seededServer()
const { crateToken, buyer, sell, line } = auctionKit(server)

const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    token: fc.nat(),
    grade: fc.constantFrom(TOMATO_1, TOMATO_2),
    buyer: fc.nat(),
    crates: fc.integer({ min: 1, max: 25 }),
    rateUnit: fc.constantFrom(PER_KG, PER_CRATE, PER_QUINTAL),
    weighed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    line: fc.nat(),
    buyer: fc.nat(),
    crates: fc.integer({ min: 1, max: 25 }),
    rate: fc.integer({ min: 100, max: 400 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), line: fc.nat() }),
)

function assertTotals(store: Store, tokenKeyIDs: readonly string[], buyerKeyIDs: readonly string[]) {
  const lines = [...store.auctionLines.values()]
  const live = lines.filter((l) => l.status !== AUCTION_LINE_STATUS.Cancelled)
  for (const tokenKeyID of tokenKeyIDs) {
    const token = store.tokens.get(tokenKeyID)!
    const lots = saleLots(token).map((lot) => {
      const sold = live
        .filter((l) => l.tokenKeyID === tokenKeyID && l.gradeID === lot.gradeID)
        .reduce((sum, l) => sum + l.crates, 0)
      expect(store.auctionLines.sum('soldCrates', indexKey(tokenKeyID, String(lot.gradeID)))).toBe(sold)
      return { ...lot, sold }
    })
    expect(token.grades.map((g) => g.soldCrates)).toEqual(lots.map((lot) => lot.sold))
    const allSold = lots.every((lot) => lot.sold >= lot.crates)
    expect(token.status).toBe(allSold ? TOKEN_STATUS.Auctioned : TOKEN_STATUS.Graded)
  }
  for (const buyerKeyID of buyerKeyIDs) {
    const open = (status: number) => (l: { buyerKeyID: string; status: number }) =>
      l.buyerKeyID === buyerKeyID && l.status === status
    const linesPaise = lines.filter(open(AUCTION_LINE_STATUS.Sold)).reduce((s, l) => s + l.exposurePaise, 0)
    const trolleyPaise = [...store.trolleyAuctions.values()]
      .filter((t) => open(TROLLEY_AUCTION_STATUS.RateFixed)(t) || open(TROLLEY_AUCTION_STATUS.Weighed)(t))
      .reduce((s, t) => s + t.exposurePaise, 0)
    const buyer = store.buyers.get(buyerKeyID)!
    expect(buyerOutstandingPaise(store, buyer)).toBe(
      buyerBilledPaise(store, buyer) + linesPaise + trolleyPaise,
    )
  }
}

describe('the totals a sale line reads and writes', () => {
  it('equal a recomputation from every line after random sales, changes and cancellations', async () => {
    const buyerKeyIDs = [(await buyer('Shivneri')).buyerKeyID, (await buyer('Junnar Tomato')).buyerKeyID]
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const tokens = [
          await crateToken({
            grades: [
              [TOMATO_1, 30],
              [TOMATO_2, 20],
            ],
          }),
          await crateToken({
            grades: [
              [TOMATO_1, 15],
              [TOMATO_2, 15],
            ],
          }),
        ].map((t) => t.tokenKeyID)
        const sold: { auctionLineKeyID: string; tokenKeyID: string; gradeID: number; rateUnit: number }[] = []
        for (const step of steps) {
          if (step.kind === 'add') {
            const answer = await sell({
              ...line(tokens[step.token % tokens.length]!, buyerKeyIDs[step.buyer % buyerKeyIDs.length]!, {
                gradeID: step.grade,
                crates: step.crates,
                rateUnit: step.rateUnit,
              }),
              grossWeightKg: step.weighed && step.rateUnit !== PER_CRATE ? step.crates * 22 : null,
              confirmWarnings: true,
            })
            if (answer.status === 200) sold.push(answer.body.responseData!.data)
          } else if (sold.length > 0) {
            const target = sold[step.line % sold.length]!
            if (step.kind === 'cancel') {
              await server.call(api.auction.cancel, {
                body: { auctionLineKeyID: target.auctionLineKeyID, reason: 'Buyer withdrew' },
              })
            } else {
              await sell({
                ...line(target.tokenKeyID, buyerKeyIDs[step.buyer % buyerKeyIDs.length]!, {
                  auctionLineKeyID: target.auctionLineKeyID,
                  gradeID: target.gradeID,
                  crates: step.crates,
                  rateUnit: target.rateUnit,
                  rate: step.rate,
                }),
                confirmWarnings: true,
              })
            }
          }
        }
        assertTotals(server.app.mockStore, tokens, buyerKeyIDs)
      }),
      { numRuns: 12 },
    )
  }, 240_000)
})
