import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HeldView, ListSearch } from '@/components/data-table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSelectedMarket } from '@/lib/selected-market'
import { CrateSaleList } from './crate-sale-list'
import { ShareRateBulletin } from './share-rate-bulletin'

/** The URL key of the tab: absent for crate sales, 'trolley' for trolley lots. */
const TAB_KEY = 'lots'
type Tab = 'crates' | 'trolley'

export interface AuctionListPageProps {
  /** The trolley lots' list (the trolley auction's), drawn in its tab with the tab's view. */
  trolleyLots: (view: HeldView<string>) => ReactNode
}

/**
 * /auctionList: everything the market sold. Crates sell line by line (a grade to a buyer) and a
 * trolley as one lot, so they are two lists with their own columns, filters and totals, one tab each;
 * the tab is in the URL with the list's view.
 */
export function AuctionListPage({ trolleyLots }: AuctionListPageProps) {
  const { marketKeyID, marketPlaceName, isLoading } = useSelectedMarket()
  const search = useSearch({ strict: false }) as ListSearch
  const navigate = useNavigate()
  const tab: Tab = search[TAB_KEY] === 'trolley' ? 'trolley' : 'crates'
  const { [TAB_KEY]: _tab, ...listSearch } = search
  const view: HeldView<string> = {
    search: listSearch,
    onChange: (next) =>
      navigate({ to: '.', search: (tab === 'trolley' ? { ...next, [TAB_KEY]: 'trolley' } : next) as never }),
  }
  // Each list starts from its own defaults: their filters and sort columns differ.
  const switchTo = (next: string) =>
    navigate({ to: '.', search: (next === 'trolley' ? { [TAB_KEY]: 'trolley' } : {}) as never })

  if (!marketKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to see its sales.'}
      </p>
    )
  return (
    <Tabs value={tab} onValueChange={switchTo} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3 text-sm">
        <ShareRateBulletin marketKeyID={marketKeyID} marketName={marketPlaceName ?? ''} />
      </div>
      <TabsList aria-label="Sales by transport" variant="sub" className="self-start">
        <TabsTrigger value="crates" variant="sub">
          Crate Sales
        </TabsTrigger>
        <TabsTrigger value="trolley" variant="sub">
          Trolley Lots
        </TabsTrigger>
      </TabsList>
      <p className="text-sm text-slate-600">
        {tab === 'crates'
          ? 'Sale lines of the crate auction: one grade of a token to one buyer.'
          : 'Lots of the trolley auction: a whole trolley to one buyer, per quintal or for a lump sum.'}
      </p>
      <TabsContent value="crates">
        <CrateSaleList marketKeyID={marketKeyID} view={view} />
      </TabsContent>
      <TabsContent value="trolley">{trolleyLots(view)}</TabsContent>
    </Tabs>
  )
}
