import { partialMatchKey, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { buyerApi, buyerQueries } from '@/features/buyer/api'
import { bankAccountApi, cashBankQueries } from '@/features/cash-bank/api'
import { currencyApi, currencyQueries } from '@/features/currency/api'
import { expenseCategoryApi, expenseCategoryQueries } from '@/features/expense-category/api'
import { farmerApi, farmerQueries } from '@/features/farmer/api'
import { marketApi, marketQueries } from '@/features/market/api'
import { productApi, productQueries } from '@/features/product/api'
import { roleApi, roleQueries } from '@/features/role/api'
import { serviceApi, serviceQueries } from '@/features/service/api'
import { vehicleTypeApi, vehicleTypeQueries } from '@/features/vehicle-type/api'
import { shellQueries } from './queries'

const refreshedBy = (invalidates: readonly QueryKey[], key: QueryKey) =>
  invalidates.some((stale) => partialMatchKey(key, stale))

/**
 * Every picker's list lives in its master's module and goes stale when that master is saved: a product
 * added in Products shows at the gate, in grading and in the reports without a reload.
 */
describe('each lookup is refreshed by a save of its own master', () => {
  const cases: [string, readonly QueryKey[], QueryKey, QueryKey][] = [
    ['product', productApi.invalidates, productQueries.lookup().queryKey, ['product', 'lookup']],
    [
      'vehicle type',
      vehicleTypeApi.invalidates,
      vehicleTypeQueries.lookup().queryKey,
      ['vehicleType', 'lookup'],
    ],
    ['farmer', farmerApi.invalidates, farmerQueries.lookup('M-1').queryKey, ['farmer', 'lookup', 'M-1']],
    ['buyer', buyerApi.invalidates, buyerQueries.lookup('M-1').queryKey, ['buyer', 'lookup', 'M-1']],
    ['market', marketApi.invalidates, marketQueries.lookup('C-1').queryKey, ['market', 'lookup', 'C-1']],
    ['service', serviceApi.invalidates, serviceQueries.lookup().queryKey, ['service', 'lookup']],
    ['role', roleApi.invalidates, roleQueries.lookup().queryKey, ['role', 'lookup']],
    ['currency', currencyApi.invalidates, currencyQueries.lookup().queryKey, ['currency', 'lookup']],
    [
      'expense category',
      expenseCategoryApi.invalidates,
      expenseCategoryQueries.lookup().queryKey,
      ['expenseCategory', 'lookup'],
    ],
    [
      'bank account',
      bankAccountApi.invalidates,
      cashBankQueries.bankAccounts('M-1').queryKey,
      ['bankAccount', 'lookup', 'M-1'],
    ],
  ]
  it.each(cases)('%s', (_name, invalidates, key, spelled) => {
    expect(key).toEqual(spelled)
    expect(refreshedBy(invalidates, key)).toBe(true)
  })

  it('a market-scoped lookup is off until a market is chosen', () => {
    expect(buyerQueries.lookup(null).enabled).toBe(false)
    expect(farmerQueries.lookup(null).enabled).toBe(false)
    expect(farmerQueries.lookup('M-1').enabled).toBe(true)
  })

  it('the top bar’s photo shares the employee master’s record key', () => {
    expect(shellQueries.employeeModel('E-1').queryKey).toEqual(['employee', 'model', 'E-1'])
  })
})
