import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { marketQueries } from '@/features/market/api'
import { useSelectedMarket } from '@/lib/selected-market'
import { PARTIES, type Party } from './api'
import { PartyPanel, usePartyEditor } from './party-panel'
import './history-state'

/**
 * /default-services: the market comes through navigation state (the market list's action), else it
 * is the market selected in the top bar.
 */
export function DefaultServicesPage() {
  const fromState = useRouterState({ select: (state) => state.location.state.marketKeyID })
  const selected = useSelectedMarket()
  const marketKeyID = fromState ?? selected.marketKeyID

  if (!marketKeyID) {
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {selected.isLoading ? 'Loading…' : 'Choose a market in Select Market to set its default services.'}
      </p>
    )
  }
  // A different market starts with fresh forms.
  return (
    <DefaultServicesEditor
      key={marketKeyID}
      marketKeyID={marketKeyID}
      fallbackName={fromState ? null : selected.marketPlaceName}
    />
  )
}

function DefaultServicesEditor({
  marketKeyID,
  fallbackName,
}: {
  marketKeyID: string
  fallbackName: string | null
}) {
  const market = useQuery(marketQueries.model(marketKeyID))
  const editors = {
    farmer: usePartyEditor('farmer', marketKeyID),
    buyer: usePartyEditor('buyer', marketKeyID),
  }
  const [party, setParty] = useState<Party>('farmer')
  const [success, setSuccess] = useState<string | null>(null)
  const name = market.data?.marketPlaceName ?? fallbackName

  return (
    <section
      aria-label="Default services"
      className="rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="mb-4 text-sm text-slate-600">
        Market:{' '}
        <span className="font-semibold text-slate-900">{name ?? (market.isError ? '—' : 'Loading…')}</span>
      </p>
      <Tabs value={party} onValueChange={(value) => setParty(value as Party)}>
        <TabsList aria-label="Party">
          {(Object.keys(PARTIES) as Party[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {PARTIES[key].tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(PARTIES) as Party[]).map((key) => (
          <TabsContent key={key} value={key} className="pt-4">
            <PartyPanel editor={editors[key]} onSaved={setSuccess} />
          </TabsContent>
        ))}
      </Tabs>
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </section>
  )
}
