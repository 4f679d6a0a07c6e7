import type { MarketLookup } from '@contracts'
import { createContext, useContext } from 'react'

export interface SelectedMarket {
  marketKeyID: string | null
  marketPlaceName: string | null
  qrCodeURL: string | null
  /** The company's markets as the top bar lists them. */
  markets: readonly MarketLookup[]
  isLoading: boolean
  /** Stores the choice, updates every screen and goes to the dashboard. */
  selectMarket: (marketKeyID: string) => Promise<void>
}

/** Provided by the signed-in layout, which resolves the stored choice against the company's markets. */
export const SelectedMarketContext = createContext<SelectedMarket | null>(null)

/** The market every screen works in. */
export function useSelectedMarket(): SelectedMarket {
  const context = useContext(SelectedMarketContext)
  if (!context) throw new Error('useSelectedMarket is only available inside the signed-in layout.')
  return context
}
