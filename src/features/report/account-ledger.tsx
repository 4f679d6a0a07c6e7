import type { AccountLedgerRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { dateColumn, listColumnHelper, useListFilter } from '@/components/data-table'
import { accountLookup } from '@/features/books/api'
import { reportQuery } from './api'
import { money, moneyColumn, moneyIfAny, type ReportDefinition } from './report-definition'
import { StatementReport } from './statement-report'

const column = listColumnHelper<AccountLedgerRow>()
const unsorted = { enableSorting: false } as const

/** Dr or Cr after the amount, as a ledger writes a balance (positive is a debit). */
const drCr = (balance: number) =>
  `${money({ getValue: () => Math.abs(balance) })} ${balance < 0 ? 'Cr' : 'Dr'}`

/** One account's voucher lines in date order with the balance after each. */
export const accountLedger: ReportDefinition<AccountLedgerRow> = {
  name: 'accountLedger',
  title: 'Account Ledger',
  fileStem: 'account-ledger',
  query: reportQuery('accountLedger'),
  columns: [
    column.accessor('date', { header: 'Date', ...dateColumn }),
    column.accessor('voucherNo', {
      header: 'Voucher No.',
      ...unsorted,
      meta: { className: 'whitespace-nowrap' },
    }),
    column.accessor('documentType', { header: 'Type', ...unsorted }),
    column.accessor('particulars', { header: 'Particulars', ...unsorted }),
    column.accessor('debit', { header: 'Debit', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('credit', { header: 'Credit', cell: moneyIfAny, ...unsorted, meta: moneyColumn }),
    column.accessor('balance', {
      id: 'closing',
      header: 'Balance',
      cell: (info) => drCr(info.getValue()),
      ...unsorted,
      meta: { ...moneyColumn, exportText: (value) => String(value) },
    }),
  ],
  getRowId: (row) => `${row.date}|${row.voucherNo}|${row.debit}|${row.credit}|${row.balance}`,
  rowName: (row) => `${row.voucherNo} of ${row.date}`,
  searchPlaceholder: 'Search voucher, particulars',
  partyLabel: 'Account',
  firmWide: true,
}

const FIGURES = [
  ['Opening', 'opening'],
  ['Debit', 'debit'],
  ['Credit', 'credit'],
  ['Closing', 'closing'],
] as const

/** /accountLedger: any account of the chart, picked by code or name. */
export function AccountLedgerPage() {
  const accounts = useQuery(accountLookup())
  const [accountID] = useListFilter<string>('accountID')
  const account = accounts.data?.find((a) => a.accountID === accountID)
  const options = (accounts.data ?? []).map((a) => ({
    value: a.accountID,
    label: `${a.accountCode} ${a.accountName}`,
    description: a.groupName,
  }))
  return (
    <StatementReport
      report={accountLedger}
      figures={FIGURES}
      party={{
        filterKey: 'accountID',
        options,
        loading: accounts.isPending,
        chosen: account ? { name: `${account.accountCode} ${account.accountName}`, mobileNo: '' } : null,
      }}
    />
  )
}
