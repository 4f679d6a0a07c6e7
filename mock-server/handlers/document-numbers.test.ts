import { describe, expect, it } from 'vitest'
import { Store } from '../store/store'
import { takeDocumentNo } from './document-numbers'

/** A store whose series start where `series` says. */
function storeWith(series: string, lastSequence: number) {
  const store = new Store()
  store.write(() => store.documentSeries.set({ series, lastSequence }))
  return store
}

const take = (store: Store, date: string, prefix: 'RV' | 'PV' = 'RV') =>
  store.write(() => takeDocumentNo(store, 'm1', prefix, date))

describe('takeDocumentNo', () => {
  it('counts 1926 and 2026 apart, though both print 26-27', () => {
    const store = storeWith('m1|RV|2026-27', 1825)
    expect(take(store, '2026-11-21')).toBe('RV/26-27/01826')
    expect(take(store, '1926-11-21')).toBe('RV/26-27/00001')
    expect(take(store, '2026-11-22')).toBe('RV/26-27/01827')
  })

  it('goes on from a series a data file saved under the two-digit year, never from 1 again', () => {
    const store = storeWith('m1|PV|26-27', 41)
    expect(take(store, '2026-11-21', 'PV')).toBe('PV/26-27/00042')
    expect(take(store, '2026-11-21', 'PV')).toBe('PV/26-27/00043')
    expect(store.documentSeries.get('m1|PV|2026-27')?.lastSequence).toBe(43)
  })
})
