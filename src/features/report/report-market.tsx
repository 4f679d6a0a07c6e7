import { ListFilterSelect, useListFilter } from '@/components/data-table'
import { useSelectedMarket } from '@/lib/selected-market'

/** The URL key and request field of a firm-wide report's own market choice. */
export const MARKET_FILTER = 'marketKeyID'

/**
 * The market a report is asked for: the top bar's market, or for a firm-wide report (the books) its
 * own choice, where none ('') means every market of the firm. Null while the top bar has none.
 */
export function useReportMarket(firmWide: boolean | undefined): string | null {
  const { marketKeyID } = useSelectedMarket()
  const [own] = useListFilter<string>(MARKET_FILTER)
  return firmWide ? (own ?? '') : marketKeyID
}

/** Market: Whole firm, or one of the firm's markets. */
export function ReportMarketFilter() {
  const { markets } = useSelectedMarket()
  return (
    <ListFilterSelect
      filterKey={MARKET_FILTER}
      label="Market"
      allLabel="Whole firm"
      options={markets.map((m) => ({ value: m.marketKeyID, label: m.marketPlaceName }))}
    />
  )
}
