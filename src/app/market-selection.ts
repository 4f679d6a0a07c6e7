import type { MarketLookup } from '@contracts'
import { readItem, STORAGE_KEYS, writeItem } from '@/lib/storage'

/** The selection as kept in local storage. */
export interface StoredMarket {
  id: string | null
  qrCode: string | null
  name: string | null
}

export const readStoredMarket = (): StoredMarket => ({
  id: readItem(STORAGE_KEYS.selectedMarketID),
  qrCode: readItem(STORAGE_KEYS.qrCode),
  name: readItem(STORAGE_KEYS.marketName),
})

export function storeMarket(market: MarketLookup | null): StoredMarket {
  writeItem(STORAGE_KEYS.selectedMarketID, market?.marketKeyID)
  writeItem(STORAGE_KEYS.qrCode, market?.paymentQRPhotoUrl)
  writeItem(STORAGE_KEYS.marketName, market?.marketPlaceName)
  return readStoredMarket()
}

/**
 * The stored selection is reused when both its id and QR are present and the market still
 * exists; otherwise the first market of the list is selected (none when the list is empty), which
 * the server makes the market the user last switched to.
 */
export function resolveSelectedMarket(
  markets: readonly MarketLookup[],
  stored: StoredMarket,
): MarketLookup | null {
  if (stored.id && stored.qrCode) {
    const kept = markets.find((market) => market.marketKeyID === stored.id)
    if (kept) return kept
  }
  return markets[0] ?? null
}

/** Whether storage already says what the list says about the selected market. */
export const isStored = (market: MarketLookup | null, stored: StoredMarket): boolean =>
  (market?.marketKeyID ?? null) === stored.id &&
  (market?.paymentQRPhotoUrl || null) === stored.qrCode &&
  (market?.marketPlaceName || null) === stored.name
