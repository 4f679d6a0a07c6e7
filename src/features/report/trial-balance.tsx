import type { TrialBalanceRow } from '@contracts'
import { type ListRequest, listColumnHelper } from '@/components/data-table'
import { trialBalanceQuery } from '@/features/books/api'
import { LedgerLink } from './ledger-link'
import { moneyColumn, moneyIfAny, type ReportDefinition } from './report-definition'
import { ReportPage } from './report-page'

const column = listColumnHelper<TrialBalanceRow>()
const unsorted = { enableSorting: false } as const

/**
 * Every account's balance on a day, on its debit or its credit side; the footer's two sums are always
 * equal. The day is the end of the list's period (today for All dates): a balance carries everything
 * before it, so only the period's end matters. An account's name opens its ledger.
 */
export const trialBalance: ReportDefinition<TrialBalanceRow> = {
  name: 'trialBalance',
  title: 'Trial Balance',
  fileStem: 'trial-balance',
  query: (request: ListRequest) => trialBalanceQuery(request),
  columns: [
    column.accessor('accountName', {
      header: 'Account',
      ...unsorted,
      cell: (info) => <LedgerLink accountID={info.row.original.accountID}>{info.getValue()}</LedgerLink>,
    }),
    column.accessor('groupName', { header: 'Group', ...unsorted }),
    column.accessor('debit', { header: 'Debit', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('credit', { header: 'Credit', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
  ],
  getRowId: (row) => row.accountID,
  rowName: (row) => row.accountName,
  searchPlaceholder: 'Search account',
  firmWide: true,
}

/** /trialBalance */
export function TrialBalancePage() {
  return <ReportPage report={trialBalance} />
}
