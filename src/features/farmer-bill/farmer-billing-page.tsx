import { useNavigate, useSearch } from '@tanstack/react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useSelectedMarket } from '@/lib/selected-market'
import { BillsTab, pattiPath } from './bills-tab'
import { PendingTab } from './pending-tab'

type Tab = 'pending' | 'bills'

/**
 * /farmerBilling: the selected market's pattis. Pending lists the sold tokens waiting for one and
 * generates it; Bills lists the pattis made. The tab is kept in the URL (`?tab=bills`).
 */
export function FarmerBillingPage() {
  const { marketKeyID, isLoading } = useSelectedMarket()
  const search = useSearch({ from: '/_app/farmerBilling' })
  const navigate = useNavigate()
  const tab: Tab = search.tab === 'bills' ? 'bills' : 'pending'

  if (!marketKeyID)
    return (
      <p className="rounded-app bg-white p-6 text-sm text-slate-600 shadow-sm">
        {isLoading ? 'Loading…' : 'Choose a market in Select Market to bill its farmers.'}
      </p>
    )

  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        navigate({
          to: '.',
          search: (current) => ({ ...current, tab: next === 'bills' ? 'bills' : undefined }),
        })
      }
    >
      <TabsList aria-label="Farmer billing">
        <TabsTrigger value="pending">Pending</TabsTrigger>
        <TabsTrigger value="bills">Bills</TabsTrigger>
      </TabsList>
      <TabsContent value="pending" className="pt-4">
        <PendingTab
          marketKeyID={marketKeyID}
          onGenerated={(key) => void navigate({ href: pattiPath(key) })}
        />
      </TabsContent>
      <TabsContent value="bills" className="pt-4">
        <BillsTab marketKeyID={marketKeyID} />
      </TabsContent>
    </Tabs>
  )
}
