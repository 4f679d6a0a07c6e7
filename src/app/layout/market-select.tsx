import { SelectField } from '@/components/ui/select'
import { useSelectedMarket } from '@/lib/selected-market'

/** Spec §2 top bar: 'Select Market', list at most 200 px tall, 'No Option' when empty. */
export function MarketSelect() {
  const { marketKeyID, markets, selectMarket } = useSelectedMarket()
  return (
    <SelectField
      aria-label="Select Market"
      placeholder="Select Market"
      value={marketKeyID}
      options={markets.map((market) => ({ value: market.marketKeyID, label: market.marketPlaceName }))}
      onChange={(id) => void selectMarket(id)}
      maxHeight={200}
      className="w-40 sm:w-56"
    />
  )
}
