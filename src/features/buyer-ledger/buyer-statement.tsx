import { useQuery } from '@tanstack/react-query'
import { DateRangeFilter, useListView } from '@/components/data-table'
import { AgeingStrip, drCr } from '@/components/money'
import { labelsFor, openDocument, ShareOnWhatsApp } from '@/components/print'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { companyQueries } from '@/features/company/api'
import { formatMoney } from '@/lib/format'
import { buyerLedgerQueries } from './api'
import { statementMessage } from './statement-share'
import { StatementTable } from './statement-table'

const EN = labelsFor('en')

/**
 * One buyer's statement for the chosen period, its ageing, print and share. The period is the page's
 * date range, kept in the URL with the buyer, so a reload or a shared link shows the same statement.
 */
export function BuyerStatement({ buyerKeyID, marketKeyID }: { buyerKeyID: string; marketKeyID: string }) {
  const view = useListView(undefined, true)
  const dates = { fromDate: view.resolved?.fromDate ?? '', toDate: view.resolved?.toDate ?? '' }
  const request = { buyerKeyID, marketKeyID, ...dates }
  const ledger = useQuery(buyerLedgerQueries.statement(request))
  const firm = useQuery(companyQueries.model())
  const printPath = () => {
    const search = new URLSearchParams(Object.entries({ marketKeyID, ...dates }).filter(([, value]) => value))
    return `/buyer-statement/${buyerKeyID}?${search}`
  }

  return (
    <section
      aria-label="Buyer ledger"
      className="flex flex-col gap-4 rounded-app border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter view={view.range} resolved={view.resolved} onChange={view.changeRange} />
        <Button variant="secondary" onClick={() => openDocument(printPath())}>
          Print
        </Button>
        {ledger.data && firm.data && (
          <ShareOnWhatsApp
            mobileNo={ledger.data.mobileNo}
            text={statementMessage(firm.data.companyName, ledger.data)}
          />
        )}
      </div>
      {!ledger.data ? (
        <LoadState label="Buyer ledger" error={ledger.error} onRetry={() => ledger.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['Opening', drCr(ledger.data.openingBalance)],
                ['Invoices (Debit)', formatMoney(ledger.data.totalDebit)],
                ['Receipts (Credit)', formatMoney(ledger.data.totalCredit)],
                ['Closing', drCr(ledger.data.closingBalance)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <AgeingStrip ageing={ledger.data.ageing} />
          <div className="overflow-x-auto">
            <StatementTable ledger={ledger.data} labels={EN} />
          </div>
        </>
      )}
    </section>
  )
}
