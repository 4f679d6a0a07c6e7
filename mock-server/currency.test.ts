import { describe, expect, it } from 'vitest'
import { api, CURRENCY_MESSAGES } from '../contracts'
import { seededServer } from './test/support'

const server = seededServer()

describe('Currency', () => {
  const rupees2000 = { denomination: 2000, kind: 'Note', displayName: '₹2000', sortOrder: 0 }
  const lookup = () => server.data(api.currency.lookup)

  it('has the notes the cashier counts, highest first, and the loose-coins bucket', async () => {
    expect((await lookup()).map((c) => [c.denomination, c.displayName])).toEqual([
      [500, '₹500'],
      [200, '₹200'],
      [100, '₹100'],
      [50, '₹50'],
      [20, '₹20'],
      [10, '₹10'],
      [1, 'Coins (₹1)'],
    ])
    const coins = (await server.allRows(api.currency.list, { searchKeyword: 'coin' }))[0]!
    expect(coins).toMatchObject({ denomination: 1, kind: 'Coin', isActive: true })
  })

  it('adds a denomination, refuses one that exists, and deletes an unused one', async () => {
    const saved = await server.data(api.currency.addUpdate, { body: rupees2000 })
    expect((await lookup())[0]).toEqual({
      currencyID: saved.currencyID,
      denomination: 2000,
      displayName: '₹2000',
    })
    const twice = await server.call(api.currency.addUpdate, {
      body: { ...rupees2000, displayName: 'Two thousand' },
    })
    expect(twice.body).toMatchObject({ statusCode: 409, errorMessage: CURRENCY_MESSAGES.duplicate })
    const query = { CurrencyID: saved.currencyID }
    expect(await server.data(api.currency.remove, { query })).toBeNull()
    expect((await server.call(api.currency.model, { query })).status).toBe(404)
  })

  it('refuses a denomination of 0 or with decimals, and a kind that is neither Note nor Coin', async () => {
    const bad = async (change: Record<string, unknown>) =>
      (await server.call(api.currency.addUpdate, { body: { ...rupees2000, ...change } })).body.errorMessage
    expect(await bad({ denomination: 0 })).toBe('denomination: Denomination must be at least 1.')
    expect(await bad({ denomination: 2.5 })).toBe('denomination: Denomination must be a whole number.')
    expect(await bad({ kind: 'Cheque' })).toBe('kind: Choose Note or Coin.')
  })

  it('makes a denomination inactive, which leaves the lookup', async () => {
    const ten = (await server.allRows(api.currency.list)).find((c) => c.denomination === 10)
    expect(await server.data(api.currency.changeStatus, { query: { CurrencyID: ten!.currencyID } })).toBe(
      false,
    )
    expect((await lookup()).map((c) => c.denomination)).not.toContain(10)
  })
})
