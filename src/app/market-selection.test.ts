import type { MarketLookup } from '@contracts'
import { describe, expect, it } from 'vitest'
import { isStored, resolveSelectedMarket, type StoredMarket } from './market-selection'

const market = (n: number): MarketLookup => ({
  marketKeyID: `0000000${n}-aaaa-bbbb-cccc-000000000000`,
  marketPlaceName: `Market ${n}`,
  paymentQRPhotoUrl: `/api/files/qr-${n}.png`,
})
const markets = [market(1), market(2), market(3)]
const stored = (m: MarketLookup | null, overrides: Partial<StoredMarket> = {}): StoredMarket => ({
  id: m?.marketKeyID ?? null,
  qrCode: m?.paymentQRPhotoUrl ?? null,
  name: m?.marketPlaceName ?? null,
  ...overrides,
})

describe('resolveSelectedMarket', () => {
  it('reuses the stored market when its id and QR are both present', () => {
    expect(resolveSelectedMarket(markets, stored(market(2)))).toEqual(market(2))
  })

  it('takes the list entry, so a changed name or QR shows at once', () => {
    const renamed = { ...market(2), marketPlaceName: 'Renamed' }
    expect(resolveSelectedMarket([market(1), renamed], stored(market(2)))).toBe(renamed)
  })

  it('selects the first market when the QR is missing', () => {
    expect(resolveSelectedMarket(markets, stored(market(2), { qrCode: null }))).toEqual(market(1))
  })

  it('selects the first market when the id is missing or no longer listed', () => {
    expect(resolveSelectedMarket(markets, stored(null))).toEqual(market(1))
    expect(resolveSelectedMarket(markets, stored(market(9)))).toEqual(market(1))
  })

  it('selects nothing from an empty list', () => {
    expect(resolveSelectedMarket([], stored(market(2)))).toBeNull()
  })
})

describe('isStored', () => {
  it('is true only when id, QR and name all match storage', () => {
    expect(isStored(market(1), stored(market(1)))).toBe(true)
    expect(isStored(market(1), stored(market(1), { name: 'Old name' }))).toBe(false)
    expect(isStored(market(1), stored(market(1), { qrCode: '/old.png' }))).toBe(false)
    expect(isStored(null, stored(null))).toBe(true)
    expect(isStored(null, stored(market(1)))).toBe(false)
  })
})
