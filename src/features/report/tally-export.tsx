import { api, MODULE } from '@contracts'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { DateRangeFilter, downloadFile, useListView } from '@/components/data-table'
import { Button } from '@/components/ui/button'
import { bookPeriod } from '@/features/books/api'
import { download } from '@/lib/api-client'
import { useCan } from '@/lib/permissions'
import { ReportMarketFilter, useReportMarket } from './report-market'

/**
 * /tallyExport: the period's books of a market, or of the whole firm, as one file TallyPrime imports:
 * the ledger masters the vouchers use, then every voucher, numbered and dated as its document.
 */
export function TallyExportPage() {
  const can = useCan(MODULE.Reports)
  const view = useListView(undefined, 'month')
  const marketKeyID = useReportMarket(true) ?? ''
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  if (!can.view) return <p className="rounded-app bg-amber-50 p-4 text-sm text-amber-900">{NOT_ALLOWED}</p>

  const run = async () => {
    setBusy(true)
    setError(null)
    setSaved(null)
    try {
      const file = await download(api.books.exportTally, {
        body: { marketKeyID, ...bookPeriod(view.request) },
      })
      downloadFile(file.fileName, file.content, file.contentType)
      setSaved(file.fileName)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-label="Export to Tally"
      className="flex flex-col gap-4 rounded-app border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-600">
        One XML file for TallyPrime (Import Data): the ledgers under Tally's groups, then Sales for invoices,
        Journal for pattis, Receipt and Payment vouchers. Importing a later period again reuses the same
        ledgers.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <DateRangeFilter view={view.range} resolved={view.resolved} onChange={view.changeRange} />
        <ReportMarketFilter />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void run()} disabled={busy}>
          {busy ? 'Preparing…' : 'Download XML'}
        </Button>
        <p aria-live="polite" className="text-sm">
          {error && (
            <span role="alert" className="text-red-700">
              {error}
            </span>
          )}
          {saved && <span className="text-slate-700">Saved {saved}.</span>}
        </p>
      </div>
    </section>
  )
}
