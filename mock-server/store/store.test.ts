import { describe, expect, it } from 'vitest'
import { firmKey } from './firm-table'
import { Store } from './store'
import { indexKey } from './table'

const CREATED = '2026-01-01T00:00:00.000Z'
const FIRM = 'c-1'
const state = (stateID: number, stateName: string, companyKeyID = FIRM) => ({
  companyKeyID,
  stateID,
  stateName,
  stateCode: String(20 + stateID),
  stateNameMr: '',
  isActive: true,
  createdDate: CREATED,
})

describe('Store.write', () => {
  it('keeps the changes of a write that completes', () => {
    const store = new Store()
    store.write(() => store.states.set(state(1, 'Maharashtra')))
    expect(store.states.in(FIRM, 1)).toEqual(state(1, 'Maharashtra'))
  })

  it('undoes every change of a write that throws, in every table', () => {
    const store = new Store()
    store.write(() => {
      store.states.set(state(1, 'Maharashtra'))
      store.districts.set({
        companyKeyID: FIRM,
        districtID: 1,
        stateID: 1,
        districtName: 'Nashik',
        districtNameMr: '',
        isActive: true,
        createdDate: CREATED,
      })
    })
    expect(() =>
      store.write(() => {
        store.states.set(state(1, 'Renamed'))
        store.states.set(state(2, 'Gujarat'))
        store.districts.delete('c-1:1')
        throw new Error('rule broken half-way')
      }),
    ).toThrow('rule broken half-way')
    expect([...store.states.values()]).toEqual([state(1, 'Maharashtra')])
    expect(store.districts.in(FIRM, 1)?.districtName).toBe('Nashik')
  })

  it('refuses changes outside a write', () => {
    const store = new Store()
    expect(() => store.states.set(state(1, 'Maharashtra'))).toThrow(/outside Store.write/)
  })

  it('freezes rows so no handler can edit one in place', () => {
    const store = new Store()
    const row = store.write(() => store.states.set(state(1, 'Maharashtra')))
    expect(() => {
      ;(row as { stateName: string }).stateName = 'x'
    }).toThrow(TypeError)
  })

  it('tells listeners about completed writes only', () => {
    const store = new Store()
    let commits = 0
    store.onCommit(() => commits++)
    store.write(() => store.states.set(state(1, 'A')))
    expect(() =>
      store.write(() => {
        throw new Error('no')
      }),
    ).toThrow()
    expect(commits).toBe(1)
  })
})

describe('snapshot and restore', () => {
  it('brings back the rows of the snapshot, however much changed since', () => {
    const store = new Store()
    store.write(() => store.states.set(state(1, 'Maharashtra')))
    const snapshot = store.snapshot()
    store.write(() => {
      store.states.set(state(1, 'Changed'))
      store.states.set(state(2, 'Added'))
    })
    store.restore(snapshot)
    expect([...store.states.values()]).toEqual([state(1, 'Maharashtra')])
    // The snapshot stays usable for the next reset.
    store.write(() => store.states.delete('c-1:1'))
    store.restore(snapshot)
    expect(store.states.size).toBe(1)
  })
})

describe('firm tables', () => {
  it('keep the same ID of two firms as two rows, each found only within its firm', () => {
    const store = new Store()
    store.write(() => {
      store.states.set(state(1, 'Maharashtra'))
      store.states.set(state(1, 'Gujarat', 'c-2'))
    })
    expect(store.states.in(FIRM, 1)?.stateName).toBe('Maharashtra')
    expect(store.states.in('c-2', 1)?.stateName).toBe('Gujarat')
    expect(store.states.of('c-2').map((s) => s.stateName)).toEqual(['Gujarat'])
    expect(store.states.in('c-3', 1)).toBeUndefined()
  })

  it("count one firm's reference to a master only for that firm's master", () => {
    const store = new Store()
    store.write(() =>
      store.markets.set({
        marketKeyID: 'm-1',
        companyKeyID: FIRM,
        userKeyID: 'e-1',
        marketPlaceName: 'Lasalgaon',
        stateID: 1,
        districtID: 2,
        talukaID: 3,
        marketAddress: '',
        marketMobileNo: '',
        paymentQRPhotoUrl: '',
        isActive: true,
        createdDate: CREATED,
      }),
    )
    expect(store.isReferenced('taluka', FIRM, 3)).toBe(true)
    expect(store.isReferenced('taluka', 'c-2', 3)).toBe(false)
    expect(store.isReferenced('taluka', FIRM, 4)).toBe(false)
  })
})

describe('market references', () => {
  it('counts an employee assignment as a reference', () => {
    const store = new Store()
    expect(store.isMarketReferenced('m-1')).toBe(false)
    store.write(() =>
      store.employees.set({
        employeeKeyID: 'e-1',
        companyKeyID: 'c-1',
        employeeName: 'A',
        mobileNo: '9000000000',
        emailID: 'a@example.com',
        roleTypeID: 1,
        designation: '',
        profilePhoto: '',
        isActive: true,
        passwordHash: '',
        mustChangePassword: false,
        marketKeyIDs: ['m-1'],
        joiningDate: '',
        address: '',
        createdDate: CREATED,
      }),
    )
    expect(store.isMarketReferenced('m-1')).toBe(true)
    expect(store.isMarketReferenced('m-2')).toBe(false)
    store.write(() => store.employees.delete('e-1'))
    expect(store.isMarketReferenced('m-1')).toBe(false)
  })
})

describe('indexes', () => {
  const market = (marketKeyID: string, marketPlaceName: string) => ({
    marketKeyID,
    companyKeyID: 'c-1',
    userKeyID: 'u-1',
    marketPlaceName,
    stateID: 1,
    districtID: 1,
    talukaID: 1,
    marketAddress: '',
    marketMobileNo: '',
    paymentQRPhotoUrl: '',
    isActive: true,
    createdDate: CREATED,
  })
  const byName = (store: Store, name: string) =>
    store.markets.lookup('firmName', indexKey('c-1', name)).map((m) => m.marketKeyID)

  it('follow sets, renames and deletes, and are undone with a failed write', () => {
    const store = new Store()
    store.write(() => {
      store.markets.set(market('m-1', 'Lasalgaon'))
      store.markets.set(market('m-2', 'Sangola'))
    })
    expect(byName(store, 'lasalgaon')).toEqual(['m-1'])
    expect(store.markets.holds('firmName', indexKey('c-1', 'lasalgaon'), 'm-1')).toBe(false)
    expect(store.markets.holds('firmName', indexKey('c-1', 'lasalgaon'), 'm-2')).toBe(true)
    expect(() =>
      store.write(() => {
        store.markets.set(market('m-1', 'Pimpalgaon'))
        store.markets.delete('m-2')
        throw new Error('no')
      }),
    ).toThrow('no')
    expect(byName(store, 'lasalgaon')).toEqual(['m-1'])
    expect(byName(store, 'pimpalgaon')).toEqual([])
    expect(byName(store, 'sangola')).toEqual(['m-2'])
    store.write(() => store.markets.set(market('m-1', 'Pimpalgaon')))
    expect(byName(store, 'lasalgaon')).toEqual([])
    expect(byName(store, 'pimpalgaon')).toEqual(['m-1'])
  })

  it('are rebuilt by a restore', () => {
    const store = new Store()
    const empty = store.snapshot()
    store.write(() => store.markets.set(market('m-1', 'Lasalgaon')))
    const one = store.snapshot()
    store.restore(empty)
    expect(byName(store, 'lasalgaon')).toEqual([])
    store.restore(one)
    expect(byName(store, 'lasalgaon')).toEqual(['m-1'])
  })

  it('are back as they were at the snapshot after a reset to it, whatever changed in between', () => {
    // A reset back to the seed refiles only the rows changed since; it must find what a rebuild finds.
    const store = new Store()
    store.write(() => {
      store.markets.set(market('m-1', 'Lasalgaon'))
      store.markets.set(market('m-2', 'Sangola'))
    })
    const seed = store.snapshot()
    const names = ['lasalgaon', 'sangola', 'pimpalgaon', 'niphad']
    const found = () => names.map((name) => byName(store, name).sort())
    const atSeed = found()
    for (let round = 0; round < 2; round++) {
      store.write(() => {
        store.markets.set(market('m-1', 'Pimpalgaon'))
        store.markets.delete('m-2')
        store.markets.set(market('m-3', 'Sangola'))
        store.markets.set(market('m-4', 'Niphad'))
      })
      expect(() =>
        store.write(() => {
          store.markets.set(market('m-3', 'Lasalgaon'))
          throw new Error('no')
        }),
      ).toThrow('no')
      store.restore(seed)
      expect(found()).toEqual(atSeed)
      expect(store.markets.holds('firmName', indexKey('c-1', 'niphad'))).toBe(false)
    }
    // A later snapshot, then back to the older seed: the rows changed since either one are refiled.
    store.write(() => store.markets.set(market('m-2', 'Niphad')))
    const later = store.snapshot()
    store.write(() => store.markets.set(market('m-1', 'Sangola')))
    store.restore(seed)
    expect(found()).toEqual(atSeed)
    store.restore(later)
    expect(found()).toEqual([['m-1'], [], [], ['m-2']])
  })

  it('built for one store serve another restoring the same rows, and neither sees the other change', () => {
    // A second server in one process adopts the first one's indexes for the same seed instead of
    // filing every row again; each copies a value's keys on its first change.
    const first = new Store()
    first.write(() => {
      first.markets.set(market('m-1', 'Lasalgaon'))
      first.markets.set(market('m-2', 'Sangola'))
    })
    const seed = first.snapshot()
    const second = new Store()
    second.restore(seed)
    const third = new Store()
    third.restore(seed)
    second.write(() => {
      second.markets.set(market('m-3', 'Lasalgaon'))
      second.markets.delete('m-2')
    })
    third.write(() => third.markets.set(market('m-1', 'Niphad')))
    expect(byName(second, 'lasalgaon').sort()).toEqual(['m-1', 'm-3'])
    expect(byName(second, 'sangola')).toEqual([])
    expect(byName(third, 'lasalgaon')).toEqual([])
    expect(byName(third, 'niphad')).toEqual(['m-1'])
    expect(byName(third, 'sangola')).toEqual(['m-2'])
    for (const store of [first, new Store()]) {
      store.restore(seed)
      expect(byName(store, 'lasalgaon')).toEqual(['m-1'])
      expect(byName(store, 'sangola')).toEqual(['m-2'])
      expect(byName(store, 'niphad')).toEqual([])
    }
  })

  it('tell listeners which rows a write changed', () => {
    const store = new Store()
    const seen: unknown[] = []
    store.onCommit((changes) => seen.push(changes))
    store.write(() => {
      store.states.set(state(1, 'A'))
      store.states.delete(firmKey('c-1', 1))
    })
    expect(seen).toEqual([
      [
        { table: 'states', key: 'c-1:1', row: state(1, 'A') },
        { table: 'states', key: 'c-1:1', row: null },
      ],
    ])
  })
})
