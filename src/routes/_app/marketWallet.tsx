import { IsoDateSchema } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { WalletPage } from '@/features/wallet/wallet-page'

export const Route = createFileRoute('/_app/marketWallet')({
  staticData: { heading: 'Market Wallet' },
  // A past day is in the URL, so it can be shared and survives a reload; today needs none. A bad
  // date is dropped rather than failing the page.
  validateSearch: v.object({ date: v.fallback(v.optional(IsoDateSchema), undefined) }),
  component: WalletPage,
})
