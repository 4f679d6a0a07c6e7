import { describe, expect, it } from 'vitest'
import { AUCTION_LINE_STATUS } from '../../contracts'
import { buyerOutstandingPaise } from '../handlers/buyer-exposure'
import { Store } from '../store/store'
import { TEST_PASSWORD_COST } from '../test/support'
import { seedPasswordHash, seedStore } from '.'

describe('seeded credit limits', () => {
  it('are kept by most buyers, so that about one sale in ten would ask to confirm', async () => {
    const store = new Store()
    seedStore(store, {
      today: '2026-11-21',
      extraMarkets: 0,
      passwordHash: await seedPasswordHash(TEST_PASSWORD_COST),
    })
    const owed = new Map<string, number>()
    const over: string[] = []
    for (const buyer of store.buyers.values()) {
      owed.set(buyer.buyerKeyID, buyerOutstandingPaise(store, buyer))
      if (buyer.creditLimit > 0 && owed.get(buyer.buyerKeyID)! > buyer.creditLimit * 100)
        over.push(buyer.firmName)
    }
    // One buyer already past the limit shows the warning; everyone else is within it.
    expect(over).toEqual(['Bengal Tomato Suppliers'])

    // Each seeded sale made again today: it warns when it would take its buyer over the limit.
    const sales = [...store.auctionLines.values()].filter(
      (line) => line.status !== AUCTION_LINE_STATUS.Cancelled,
    )
    const warned = sales.filter((line) => {
      const buyer = store.buyers.get(line.buyerKeyID)!
      return (
        buyer.creditLimit > 0 && owed.get(buyer.buyerKeyID)! + line.exposurePaise > buyer.creditLimit * 100
      )
    })
    const share = warned.length / sales.length
    expect(share).toBeGreaterThan(0.05)
    expect(share).toBeLessThan(0.15)
  }, 180_000)
})
