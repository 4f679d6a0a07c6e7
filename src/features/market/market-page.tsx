import { MARKET_MESSAGES, type MarketRow, MODULE } from '@contracts'
import { useNavigate } from '@tanstack/react-router'
import { CrudPage } from '@/components/crud-page'
import { RowAction } from '@/components/data-table'
import { marketApi } from './api'
import { marketColumns } from './columns'
import { marketForm } from './market-form'

/** /market-list: the markets of the firm, with add, edit, default services, status and delete. */
export function MarketPage() {
  const navigate = useNavigate()
  return (
    <CrudPage
      noun="Market"
      moduleId={MODULE.Market}
      calls={marketApi}
      columns={marketColumns}
      rowKey={(market: MarketRow) => market.marketKeyID}
      rowName={(market) => market.marketPlaceName}
      form={marketForm}
      messages={MARKET_MESSAGES}
      exportName="markets"
      extraRowActions={(market) => (
        <RowAction
          icon="services"
          label={`Default Services of ${market.marketPlaceName}`}
          onClick={() => navigate({ to: '/default-services', state: { marketKeyID: market.marketKeyID } })}
        />
      )}
    />
  )
}
