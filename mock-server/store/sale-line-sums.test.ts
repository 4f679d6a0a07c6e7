import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUCTION_LINE_STATUS } from '../../contracts'
import type { AuctionLineRecord } from './rows'
import { Store } from './store'
import { indexKey } from './table'

/**
 * The sale line's save reads running totals and indexes the store keeps on every write instead of
 * adding up a token's or a buyer's lines. Whatever happens to the lines (new ones, changes of crates,
 * grade, buyer or amount, cancellations, deletions, writes that fail half-way and are undone, a reset
 * to a snapshot), each total must equal the one worked out afresh from every line.
 */
const TOKENS = ['t-1', 't-2', 't-3']
const BUYERS = ['b-1', 'b-2']
const GRADES = [0, 1, 2]

const lineArb = fc.record({
  key: fc.integer({ min: 0, max: 7 }),
  tokenKeyID: fc.constantFrom(...TOKENS),
  gradeID: fc.constantFrom(...GRADES),
  buyerKeyID: fc.constantFrom(...BUYERS),
  crates: fc.integer({ min: 1, max: 40 }),
  exposurePaise: fc.integer({ min: 0, max: 5_000_000 }),
  status: fc.constantFrom(...Object.values(AUCTION_LINE_STATUS)),
})
type LineChange = typeof lineArb extends fc.Arbitrary<infer T> ? T : never

const stepArb = fc.oneof(
  lineArb.map((line) => ({ kind: 'set' as const, line })),
  fc.integer({ min: 0, max: 7 }).map((key) => ({ kind: 'delete' as const, key })),
  fc.array(lineArb, { minLength: 1, maxLength: 3 }).map((lines) => ({ kind: 'undone' as const, lines })),
  fc.constant({ kind: 'snapshot' as const }),
  fc.constant({ kind: 'restore' as const }),
)

const row = (change: LineChange): AuctionLineRecord => ({
  auctionLineKeyID: `l-${change.key}`,
  companyKeyID: 'c-1',
  marketKeyID: 'm-1',
  tokenKeyID: change.tokenKeyID,
  farmerKeyID: 'f-1',
  village: 'Otur',
  productID: 1,
  gradeID: change.gradeID,
  buyerKeyID: change.buyerKeyID,
  crates: change.crates,
  rateUnit: 2,
  ratePaise: 25_000,
  grossWeightKg: null,
  tareKg: 0,
  allowanceKg: 0,
  netWeightKg: null,
  amountPaise: change.exposurePaise,
  exposurePaise: change.exposurePaise,
  auctionDateTime: '2026-11-21T05:00:00.000Z',
  auctionDate: '2026-11-21',
  status: change.status,
  cancelReason: change.status === AUCTION_LINE_STATUS.Cancelled ? 'Wrong buyer' : '',
  userKeyID: 'u-1',
})

/** Every figure the save reads, from the maintained totals and indexes. */
function maintained(store: Store) {
  const lines = store.auctionLines
  return {
    soldCrates: TOKENS.flatMap((t) => GRADES.map((g) => lines.sum('soldCrates', indexKey(t, String(g))))),
    buyerOpen: BUYERS.map((b) => lines.sum('buyerOpen', b)),
    liveToken: TOKENS.map((t) =>
      lines
        .lookup('liveToken', t)
        .map((l) => l.auctionLineKeyID)
        .sort(),
    ),
  }
}

/** The same figures added up from every line. */
function recomputed(store: Store) {
  const lines = [...store.auctionLines.values()]
  const live = lines.filter((l) => l.status !== AUCTION_LINE_STATUS.Cancelled)
  const total = (of: readonly AuctionLineRecord[], value: (l: AuctionLineRecord) => number) =>
    of.reduce((sum, l) => sum + value(l), 0)
  return {
    soldCrates: TOKENS.flatMap((t) =>
      GRADES.map((g) =>
        total(
          live.filter((l) => l.tokenKeyID === t && l.gradeID === g),
          (l) => l.crates,
        ),
      ),
    ),
    buyerOpen: BUYERS.map((b) =>
      total(
        lines.filter((l) => l.buyerKeyID === b && l.status === AUCTION_LINE_STATUS.Sold),
        (l) => l.exposurePaise,
      ),
    ),
    liveToken: TOKENS.map((t) =>
      live
        .filter((l) => l.tokenKeyID === t)
        .map((l) => l.auctionLineKeyID)
        .sort(),
    ),
  }
}

describe('the sale line sums of the store', () => {
  it('equal a recomputation from every line after any sequence of adds, changes, cancels and undos', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const store = new Store()
        let snapshot = store.snapshot()
        for (const step of steps) {
          if (step.kind === 'set') store.write(() => store.auctionLines.set(row(step.line)))
          else if (step.kind === 'delete') store.write(() => store.auctionLines.delete(`l-${step.key}`))
          else if (step.kind === 'snapshot') snapshot = store.snapshot()
          else if (step.kind === 'restore') store.restore(snapshot)
          else {
            const before = recomputed(store)
            expect(() =>
              store.write(() => {
                for (const line of step.lines) store.auctionLines.set(row(line))
                throw new Error('refused half-way')
              }),
            ).toThrow('refused half-way')
            expect(recomputed(store)).toEqual(before)
          }
          expect(maintained(store)).toEqual(recomputed(store))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('works a worked example: a change moves crates between grades, a cancel frees them', () => {
    const store = new Store()
    const sold = (t: string, g: number) => store.auctionLines.sum('soldCrates', indexKey(t, String(g)))
    const base = { tokenKeyID: 't-1', buyerKeyID: 'b-1', status: AUCTION_LINE_STATUS.Sold } as const
    store.write(() =>
      store.auctionLines.set(row({ ...base, key: 1, gradeID: 1, crates: 30, exposurePaise: 750_000 })),
    )
    store.write(() =>
      store.auctionLines.set(row({ ...base, key: 2, gradeID: 1, crates: 12, exposurePaise: 300_000 })),
    )
    expect([sold('t-1', 1), store.auctionLines.sum('buyerOpen', 'b-1')]).toEqual([42, 1_050_000])
    store.write(() =>
      store.auctionLines.set(row({ ...base, key: 2, gradeID: 2, crates: 12, exposurePaise: 300_000 })),
    )
    expect([sold('t-1', 1), sold('t-1', 2)]).toEqual([30, 12])
    store.write(() =>
      store.auctionLines.set(
        row({
          ...base,
          key: 1,
          gradeID: 1,
          crates: 30,
          exposurePaise: 750_000,
          status: AUCTION_LINE_STATUS.Cancelled,
        }),
      ),
    )
    expect([sold('t-1', 1), store.auctionLines.sum('buyerOpen', 'b-1')]).toEqual([0, 300_000])
  })
})
