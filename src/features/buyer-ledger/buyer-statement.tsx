import type { BuyerLedger } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { DateRangeFilter, Pagination, useListView } from '@/components/data-table'
import { AgeingStrip, DuesAsOf, drCr } from '@/components/money'
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
 * Lines on one page of the statement on screen: a busy buyer has thousands in a long period, which
 * the browser cannot lay out at once; a page still reads as a stretch of the running balance.
 */
const LINES_PER_PAGE = 50

/**
 * One buyer's statement for the chosen period, its ageing, print and share. The period (This Month
 * unless chosen) and the page are the page's, kept in the URL with the buyer, so a reload or a shared
 * link shows the same statement. The printed statement has every line.
 */
export function BuyerStatement({ buyerKeyID, marketKeyID }: { buyerKeyID: string; marketKeyID: string }) {
  const view = useListView(undefined, 'month')
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
          <DuesAsOf date={ledger.data.asOfDate} />
          <dl aria-label="Dues" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {(
              [
                ['Outstanding', ledger.data.outstanding],
                ['Overdue', ledger.data.overdue],
                ['Advance', ledger.data.advance],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(value)}</dd>
              </div>
            ))}
          </dl>
          <AgeingStrip ageing={ledger.data.ageing} />
          <StatementPage
            ledger={ledger.data}
            pageNo={view.search.pageNo ?? 0}
            onPage={(pageNo) => view.go((now) => ({ ...now, pageNo }))}
          />
        </>
      )}
    </section>
  )
}

/** One page of the statement's lines, from the balance brought forward to it, and the pager. */
function StatementPage({
  ledger,
  pageNo: asked,
  onPage,
}: {
  ledger: BuyerLedger
  pageNo: number
  onPage: (pageNo: number) => void
}) {
  const total = ledger.rows.length
  const pageCount = Math.max(1, Math.ceil(total / LINES_PER_PAGE))
  const pageNo = Math.min(Math.max(asked, 0), pageCount - 1)
  const first = pageNo * LINES_PER_PAGE
  const rows = ledger.rows.slice(first, first + LINES_PER_PAGE)
  const before = ledger.rows[first - 1]
  return (
    <div>
      <div className="overflow-x-auto">
        <StatementTable
          ledger={ledger}
          labels={EN}
          rows={rows}
          opening={
            before
              ? { label: 'Brought Forward', balance: before.balance }
              : { label: EN.openingBalance, balance: ledger.openingBalance }
          }
        />
      </div>
      <Pagination
        pageNo={pageNo}
        pageCount={pageCount}
        pageSize={LINES_PER_PAGE}
        rowsOnPage={rows.length}
        total={total}
        onPage={onPage}
      />
    </div>
  )
}
