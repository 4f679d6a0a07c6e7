import { account, type MarketLookup } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { marketQueries } from '@/features/market/api'
import { call } from '@/lib/api-client'
import { type SelectedMarket, SelectedMarketContext } from '@/lib/selected-market'
import { useSession } from '@/lib/session'
import { withGlobalLoader } from './global-loader'
import { isStored, readStoredMarket, resolveSelectedMarket, storeMarket } from './market-selection'

const NO_MARKETS: readonly MarketLookup[] = []

export function MarketProvider({ children }: { children: ReactNode }) {
  const { login } = useSession()
  const navigate = useNavigate()
  const lookup = useQuery(marketQueries.lookup(login.companyKeyID))
  const [stored, setStored] = useState(readStoredMarket)
  const markets = lookup.data ?? NO_MARKETS
  // Until the list arrives (or if it fails) the stored choice stands, so screens can start at once.
  const selected = lookup.data ? resolveSelectedMarket(lookup.data, stored) : undefined

  useEffect(() => {
    if (selected !== undefined && !isStored(selected, stored)) setStored(storeMarket(selected))
  }, [selected, stored])

  const selectMarket = useCallback(
    (marketKeyID: string) =>
      withGlobalLoader(async () => {
        const market = markets.find((m) => m.marketKeyID === marketKeyID)
        if (!market) return
        setStored(storeMarket(market))
        // The server keeps the choice for the next sign-in, on any device; this device keeps it anyway,
        // so a failure here changes nothing now.
        void call(account.rememberMarket, { query: { MarketKeyID: market.marketKeyID } }).catch(
          () => undefined,
        )
        await navigate({ to: '/dashboard' })
      }),
    [markets, navigate],
  )

  const value = useMemo<SelectedMarket>(
    () => ({
      marketKeyID: selected === undefined ? stored.id : (selected?.marketKeyID ?? null),
      marketPlaceName: selected === undefined ? stored.name : (selected?.marketPlaceName ?? null),
      qrCodeURL: selected === undefined ? stored.qrCode : selected?.paymentQRPhotoUrl || null,
      markets,
      isLoading: lookup.isLoading,
      selectMarket,
    }),
    [selected, stored, markets, lookup.isLoading, selectMarket],
  )
  return <SelectedMarketContext.Provider value={value}>{children}</SelectedMarketContext.Provider>
}
