import { describe, expect, it } from 'vitest'
import { Store } from './store'

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
  })
})
