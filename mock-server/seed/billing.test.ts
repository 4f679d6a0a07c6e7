import { beforeAll, describe, expect, it } from 'vitest'
import { AUCTION_LINE_STATUS, BILL_STATUS, documentSequence, TOKEN_STATUS } from '../../contracts'
import { shiftDate } from '../context'
import { Store } from '../store/store'
import { TEST_PASSWORD_COST, TODAY } from '../test/support'
import { seedPasswordHash, seedStore } from '.'

const store = new Store()

// The whole demo seed, built once for this file; on a busy machine that takes a while.
beforeAll(async () => {
  const passwordHash = await seedPasswordHash(TEST_PASSWORD_COST)
  seedStore(store, { today: TODAY, extraMarkets: 0, passwordHash })
}, 120_000)

/** Sequence numbers of each market's series, in the order the documents were made. */
function seriesOf(bills: readonly { marketKeyID: string; billNo: string; createdDate: string }[]) {
  const series = new Map<string, number[]>()
  for (const bill of [...bills].sort((a, b) => a.createdDate.localeCompare(b.createdDate))) {
    const key = `${bill.marketKeyID}|${bill.billNo.split('/').slice(0, 2).join('/')}`
    series.set(key, [...(series.get(key) ?? []), documentSequence(bill.billNo)])
  }
  return series
}

describe('the billing seed', () => {
  it('numbers each market’s pattis and invoices 1, 2, 3 … in the order they were made', () => {
    const farmer = seriesOf([...store.farmerBills.values()])
    const buyer = seriesOf([...store.buyerBills.values()])
    expect(farmer.size).toBeGreaterThanOrEqual(4)
    expect(buyer.size).toBeGreaterThanOrEqual(4)
    for (const [key, numbers] of [...farmer, ...buyer]) {
      expect(numbers, key).toEqual(numbers.map((_, i) => i + 1))
      const [marketKeyID, prefix] = key.split('|') as [string, string]
      const [kind, year] = prefix.split('/')
      expect(store.documentSeries.get(`${marketKeyID}|${kind}|20${year}`)?.lastSequence).toBe(numbers.length)
    }
  })

  it('bills most sold tokens within a day, and each Billed token is on exactly one active patti', () => {
    const sold = [...store.tokens.values()].filter(
      (t) =>
        (t.status === TOKEN_STATUS.Auctioned || t.status === TOKEN_STATUS.Billed) &&
        t.tokenDate < shiftDate(TODAY, -1),
    )
    const billed = sold.filter((t) => t.status === TOKEN_STATUS.Billed)
    expect(billed.length / sold.length).toBeGreaterThan(0.97)
    const onPatti = new Map<string, number>()
    for (const bill of store.farmerBills.values()) {
      if (bill.status !== BILL_STATUS.Active) continue
      for (const key of bill.tokenKeyIDs) onPatti.set(key, (onPatti.get(key) ?? 0) + 1)
    }
    for (const token of store.tokens.values()) {
      expect(onPatti.get(token.tokenKeyID) ?? 0).toBe(token.status === TOKEN_STATUS.Billed ? 1 : 0)
    }
    const pendingToday = [...store.tokens.values()].filter(
      (t) => t.status === TOKEN_STATUS.Auctioned && t.tokenDate === TODAY,
    )
    expect(pendingToday.length).toBeGreaterThan(0)
  })

  it('invoices each line at most once, and leaves today’s sales for the day’s invoice run', () => {
    const onInvoice = new Map<string, number>()
    for (const bill of store.buyerBills.values()) {
      if (bill.status !== BILL_STATUS.Active) continue
      for (const line of bill.lines) onInvoice.set(line.lineKeyID, (onInvoice.get(line.lineKeyID) ?? 0) + 1)
    }
    for (const line of store.auctionLines.values()) {
      const invoiced = line.status === AUCTION_LINE_STATUS.Invoiced
      expect(onInvoice.get(line.auctionLineKeyID) ?? 0).toBe(invoiced ? 1 : 0)
      if (line.auctionDate === TODAY) expect(invoiced).toBe(false)
    }
  })

  it('has group invoices, cancelled bills of both kinds, and negative pattis waived and not', () => {
    const invoices = [...store.buyerBills.values()]
    const pattis = [...store.farmerBills.values()]
    expect(invoices.some((b) => b.isGroup && new Set(b.lines.map((l) => l.tokenKeyID)).size > 1)).toBe(true)
    expect(invoices.filter((b) => b.status === BILL_STATUS.Cancelled).length).toBeGreaterThan(0)
    expect(pattis.filter((b) => b.status === BILL_STATUS.Cancelled).length).toBeGreaterThan(0)
    expect(pattis.some((b) => b.isLocked && b.finalPaise === 0 && b.waivedPaise > 0)).toBe(true)
    expect(pattis.some((b) => !b.isLocked && b.finalPaise < 0 && b.status === BILL_STATUS.Active)).toBe(true)
  })
})
