import { CASH_BANK_ENTRY_TYPES, type CashBankRow, MODULE, PAYMENT_MODES, TRANSACTION_TYPES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction, useListView } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { formatMoney } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { cashBankQueries, useCancelCashBankEntry } from './api'
import { BankAccounts } from './bank-accounts'
import { cashBankColumns } from './columns'
import { EntryFormDialog } from './entry-form'

const MANUAL_SOURCES = new Set<string>(CASH_BANK_ENTRY_TYPES.map((t) => t.label))
/** A manual entry's row (not a document's, nor the wallet's opening count) can be cancelled here. */
const isManual = (row: CashBankRow) =>
  MANUAL_SOURCES.has(row.source) && row.documentKeyID !== '' && row.voucherNo !== ''

const rowName = (row: CashBankRow) => `${row.voucherNo || row.source} ${row.bookName}`

/**
 * /Transaction-ledger: every cash and bank movement of the selected market with each book's running
 * balance (worked out on the server over every movement, so right on every page), the opening and
 * closing of the filter, manual entries and the market's bank accounts.
 */
export function CashBankPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.CashBank)
  const accounts = useQuery(cashBankQueries.bankAccounts(marketKeyID))
  const [adding, setAdding] = useState(false)
  const success = useSuccessDialog()
  const cancel = useCancelCashBankEntry()
  const cancelling = useReasonAction<CashBankRow>({
    title: (row) => `Cancel Entry ${row.voucherNo} (${row.source})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ cashBankEntryKeyID: row.documentKeyID, reason })
      return `Entry ${row.voucherNo} cancelled.`
    },
    onSaved: success.show,
  })
  const done = (message: string) => {
    setAdding(false)
    success.show(message)
  }
  const query = (request: ListRequest) =>
    cashBankQueries.ledger({ ...request, marketKeyID: marketKeyID ?? '' } as never)
  // The same request as the list's, so the figures come from the page the list already asked for.
  const { request } = useListView(undefined, true)
  const totals = useQuery(query(request)).data?.totals
  const accountOptions = (accounts.data ?? []).map((a) => ({
    value: a.bankAccountKeyID,
    label: a.accountName,
  }))

  return (
    <div className="flex flex-col gap-4">
      <dl
        aria-label="Opening and closing"
        className="grid grid-cols-2 gap-3 rounded-app border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4"
      >
        {(
          [
            ['Opening', totals?.opening],
            ['Credit (In)', totals?.credit],
            ['Debit (Out)', totals?.debit],
            ['Closing', totals?.closing],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {value === undefined ? '…' : formatMoney(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ListPage
        label="Cash & Bank book"
        columns={cashBankColumns}
        query={query}
        getRowId={(row) => row.rowKeyID}
        rowName={rowName}
        exportName="cash-bank"
        searchPlaceholder="Search voucher, party, head"
        filters={
          <>
            <ListFilterSelect filterKey="transactionType" label="Type" options={TRANSACTION_TYPES} />
            <ListFilterSelect filterKey="paymentMode" label="Mode" options={PAYMENT_MODES} />
            <ListFilterSelect filterKey="bankAccountKeyID" label="Bank" options={accountOptions} />
          </>
        }
        actions={
          <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={() => setAdding(true)}>
            Add Entry
          </InsertButton>
        }
        rowActions={(row) => (
          <RowAction
            icon="cancel"
            tone="danger"
            label={`Cancel ${rowName(row)}`}
            onClick={() => cancelling.start(row)}
            disabled={!can.delete || !isManual(row)}
            disabledReason={
              can.delete ? 'Only a manual entry; a document is cancelled where it was made.' : NOT_ALLOWED
            }
          />
        )}
      />
      {marketKeyID && <BankAccounts marketKeyID={marketKeyID} />}
      {marketKeyID && (
        <EntryFormDialog
          open={adding}
          marketKeyID={marketKeyID}
          onClose={() => setAdding(false)}
          onSaved={done}
        />
      )}
      {cancelling.dialog}
      {success.dialog}
    </div>
  )
}
