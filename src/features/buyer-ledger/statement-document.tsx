import { useQuery } from '@tanstack/react-query'
import { AgeingStrip } from '@/components/money'
import { DocumentLoading, PrintDocument, ShareOnWhatsApp, usePrintSettings } from '@/components/print'
import { companyQueries } from '@/features/company/api'
import { formatDate } from '@/lib/format'
import { buyerLedgerQueries } from './api'
import { statementMessage } from './statement-share'
import { StatementTable } from './statement-table'

export interface StatementRequest {
  buyerKeyID: string
  marketKeyID?: string
  fromDate?: string
  toDate?: string
}

/** A buyer's statement on paper, and shared on WhatsApp to the buyer's mobile. */
export function StatementDocument({ request }: { request: StatementRequest }) {
  const firm = useQuery(companyQueries.model())
  const ledger = useQuery(buyerLedgerQueries.statement(request))
  const settings = usePrintSettings('A4')
  const { labels } = settings
  if (!firm.data || !ledger.data)
    return <DocumentLoading label={labels.buyerStatement} queries={[firm, ledger]} />
  const l = ledger.data
  const meta = [
    { label: labels.account, value: `${l.buyerCode} ${l.buyerName}${l.city ? `, ${l.city}` : ''}` },
    { label: labels.date, value: `${formatDate(l.fromDate)} – ${formatDate(l.toDate)}` },
  ]
  return (
    <PrintDocument
      firm={firm.data}
      settings={settings}
      title={labels.buyerStatement}
      meta={meta}
      actions={<ShareOnWhatsApp mobileNo={l.mobileNo} text={statementMessage(firm.data.companyName, l)} />}
    >
      <StatementTable ledger={l} labels={labels} />
      <h2 className="mt-3 mb-1 font-semibold">
        {labels.ageing} ({formatDate(l.asOfDate)})
      </h2>
      <AgeingStrip ageing={l.ageing} label={labels.ageing} />
    </PrintDocument>
  )
}
