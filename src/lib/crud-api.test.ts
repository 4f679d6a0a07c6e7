import { api } from '@contracts'
import { partialMatchKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { type CrudName, crudApi } from './crud-api'
import { moduleKeys, recordKeyParam } from './query-keys'

/** Each master's record key as the API spells it in GetXModel / DeleteX / ChangeXStatus. */
const KEY_PARAMS: Record<CrudName, string> = {
  market: 'MarketKeyID',
  state: 'StateID',
  district: 'DistrictID',
  taluka: 'TalukaID',
  currency: 'CurrencyID',
  vehicleType: 'VehicleTypeID',
  product: 'ProductID',
  service: 'ServiceID',
  expenseCategory: 'CategoryKeyID',
  role: 'RoleTypeID',
  farmer: 'FarmerKeyID',
  buyer: 'BuyerKeyID',
  bankAccount: 'BankAccountKeyID',
  crateType: 'CrateTypeID',
}

describe('a master’s record key comes from its contract', () => {
  it.each(Object.entries(KEY_PARAMS))('%s records are named by %s', (name, param) => {
    const table = api[name as CrudName]
    expect(recordKeyParam(table.model)).toBe(param)
    // Delete and status take the same parameter, so one name serves all three calls.
    expect(recordKeyParam(table.remove)).toBe(param)
    expect(recordKeyParam(table.changeStatus)).toBe(param)
  })

  it('the employee’s model call is the one the shell also reads', () => {
    expect(recordKeyParam(api.employee.getEmployeeModel)).toBe('EmployeeKeyID')
  })

  it('refuses a call that names no single record', () => {
    expect(() => recordKeyParam(api.product.lookup)).toThrow(
      'Product/GetProductLookupList does not take exactly one key parameter.',
    )
  })
})

describe('query keys live under the master’s name in the contract', () => {
  it('lists and records keep the keys the screens and their caches share', () => {
    const buyers = crudApi('buyer')
    const request = { pageNo: 0, pageSize: 10 } as never
    expect(buyers.queries.list(request).queryKey).toEqual(['buyer', 'list', request])
    expect(buyers.queries.model('B-1').queryKey).toEqual(['buyer', 'model', 'B-1'])
    expect(buyers.keys.lookup('M-1')).toEqual(['buyer', 'lookup', 'M-1'])
  })

  it('a save makes every list, record and lookup of the master stale, and only those', () => {
    const states = crudApi('state', { alsoInvalidates: [['location']] })
    const own = [states.keys.list({ pageNo: 0 }), states.keys.model(7), states.keys.lookup()]
    for (const key of own) expect(states.invalidates.some((stale) => partialMatchKey(key, stale))).toBe(true)
    expect(states.invalidates.some((stale) => partialMatchKey(['location', 'district', 4], stale))).toBe(true)
    const other = moduleKeys('district').list({ pageNo: 0 })
    expect(states.invalidates.some((stale) => partialMatchKey(other, stale))).toBe(false)
  })

  it('a model query is off until there is a record to open', () => {
    const farmers = crudApi('farmer')
    expect(farmers.queries.model(null).enabled).toBe(false)
    expect(farmers.queries.model('').enabled).toBe(false)
    expect(farmers.queries.model('F-1').enabled).toBe(true)
  })
})
