import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CRATE_DIRECTION, CRATE_MOVEMENT_STATUS, PARTY_TYPE } from '../../contracts'
import type { CrateMovementRecord } from './crate-rows'
import { Store } from './store'

/**
 * A change of a sale line or a gate token finds the crate movement it recorded through the `source`
 * index instead of reading every movement of its buyer or farmer. Whatever happens to the movements
 * (new ones, changes of line, token or party, cancellations, deletions, writes undone half-way, a
 * reset to a snapshot), the index must hold exactly what reading every movement would find.
 */
const LINES = ['', 'l-1', 'l-2']
const TOKENS = ['', 't-1', 't-2']

const movementArb = fc.record({
  key: fc.integer({ min: 0, max: 7 }),
  tokenKeyID: fc.constantFrom(...TOKENS),
  auctionLineKeyID: fc.option(fc.constantFrom(...LINES), { nil: undefined }),
  partyType: fc.constantFrom(PARTY_TYPE.Farmer, PARTY_TYPE.Buyer),
  status: fc.constantFrom(...Object.values(CRATE_MOVEMENT_STATUS)),
})
type MovementChange = typeof movementArb extends fc.Arbitrary<infer T> ? T : never

const stepArb = fc.oneof(
  movementArb.map((movement) => ({ kind: 'set' as const, movement })),
  fc.integer({ min: 0, max: 7 }).map((key) => ({ kind: 'delete' as const, key })),
  fc
    .array(movementArb, { minLength: 1, maxLength: 3 })
    .map((movements) => ({ kind: 'undone' as const, movements })),
  fc.constant({ kind: 'snapshot' as const }),
  fc.constant({ kind: 'restore' as const }),
)

const row = (change: MovementChange): CrateMovementRecord => ({
  crateMovementKeyID: `m-${change.key}`,
  movementNo: String(change.key),
  companyKeyID: 'c-1',
  marketKeyID: 'mk-1',
  movementDate: '2026-11-21',
  partyType: change.partyType as 1 | 2,
  partyKeyID: change.partyType === PARTY_TYPE.Farmer ? 'f-1' : 'b-1',
  crateTypeID: 1,
  direction: CRATE_DIRECTION.Out,
  quantity: 3,
  tokenKeyID: change.tokenKeyID,
  ...(change.auctionLineKeyID === undefined ? {} : { auctionLineKeyID: change.auctionLineKeyID }),
  remarks: '',
  status: change.status as 1 | 2,
  cancelReason: '',
  createdDate: '2026-11-21T05:00:00.000Z',
  userKeyID: 'u-1',
})

const SOURCES = [...LINES, ...TOKENS].filter(Boolean)
const keys = (rows: readonly CrateMovementRecord[]) => rows.map((r) => r.crateMovementKeyID).sort()

/** What the sale line (by its key) and the gate token (its farmer's movements) look for, per source. */
const recomputed = (store: Store) =>
  SOURCES.map((source) =>
    keys(
      [...store.crateMovements.values()].filter(
        (m) =>
          (m.auctionLineKeyID ?? '') === source ||
          (m.tokenKeyID === source && m.partyType === PARTY_TYPE.Farmer),
      ),
    ),
  )
const maintained = (store: Store) =>
  SOURCES.map((source) => keys(store.crateMovements.lookup('source', source)))

describe("the crate movements' source index", () => {
  it('equals a reading of every movement after any sequence of adds, changes, cancels and undos', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const store = new Store()
        let snapshot = store.snapshot()
        for (const step of steps) {
          if (step.kind === 'set') store.write(() => store.crateMovements.set(row(step.movement)))
          else if (step.kind === 'delete') store.write(() => store.crateMovements.delete(`m-${step.key}`))
          else if (step.kind === 'snapshot') snapshot = store.snapshot()
          else if (step.kind === 'restore') store.restore(snapshot)
          else
            expect(() =>
              store.write(() => {
                for (const movement of step.movements) store.crateMovements.set(row(movement))
                throw new Error('refused half-way')
              }),
            ).toThrow('refused half-way')
          expect(maintained(store)).toEqual(recomputed(store))
        }
      }),
      { numRuns: 300 },
    )
  })

  it("files a sale line's movement under the line and a farmer's gate movement under the token", () => {
    const store = new Store()
    const sale = {
      key: 1,
      tokenKeyID: 't-1',
      auctionLineKeyID: 'l-1',
      partyType: PARTY_TYPE.Buyer,
      status: CRATE_MOVEMENT_STATUS.Active,
    }
    const gate = {
      key: 2,
      tokenKeyID: 't-1',
      auctionLineKeyID: '',
      partyType: PARTY_TYPE.Farmer,
      status: CRATE_MOVEMENT_STATUS.Active,
    }
    store.write(() => {
      store.crateMovements.set(row(sale))
      store.crateMovements.set(row(gate))
    })
    expect(keys(store.crateMovements.lookup('source', 'l-1'))).toEqual(['m-1'])
    expect(keys(store.crateMovements.lookup('source', 't-1'))).toEqual(['m-2'])
  })
})
