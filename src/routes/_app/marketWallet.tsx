import { createFileRoute } from '@tanstack/react-router'
import { filterSchemas, listSearchSchema } from '@/components/data-table'
import { WalletPage } from '@/features/wallet/wallet-page'

export const Route = createFileRoute('/_app/marketWallet')({
  staticData: { heading: 'Market Wallet' },
  // The day on screen (`date`; today needs none) and the list of days beside it are both in the URL,
  // so a past day can be shared and survives a reload. A bad value is dropped rather than failing.
  validateSearch: listSearchSchema({ date: filterSchemas.date }),
  component: WalletPage,
})
