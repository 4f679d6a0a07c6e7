import { BankAccountFormSchema, type BankAccountRow, MODULE } from '@contracts'
import { useMemo, useState } from 'react'
import { CrudPage, masterForm } from '@/components/crud-page'
import { auditColumns, type ListColumn, type ListSearch, listColumnHelper } from '@/components/data-table'
import { noSpaces, TextField, upperCaseCode } from '@/components/form'
import { bankAccountApi } from './api'

const column = listColumnHelper<BankAccountRow>()

const columns: ListColumn<BankAccountRow>[] = [
  column.accessor('accountName', {
    header: 'Account',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('bankName', { header: 'Bank' }),
  column.accessor('accountNo', { header: 'Account No.', meta: { className: 'tabular-nums' } }),
  column.accessor('ifsc', { header: 'IFSC', enableSorting: false }),
  column.accessor('upiId', { header: 'UPI ID', enableSorting: false }),
  ...auditColumns<BankAccountRow>(),
]

const bankAccountForm = (marketKeyID: string) =>
  masterForm(BankAccountFormSchema, 'bankAccountKeyID', {
    empty: { marketKeyID, accountName: '', bankName: '', accountNo: '', ifsc: '', upiId: '' },
    fields: ({ control }) => (
      <>
        <TextField control={control} name="accountName" label="Account Name" required maxLength={60} />
        <TextField control={control} name="bankName" label="Bank Name" required maxLength={60} />
        <TextField
          control={control}
          name="accountNo"
          label="Account No."
          inputMode="numeric"
          maxLength={18}
        />
        <TextField control={control} name="ifsc" label="IFSC" maxLength={11} normalise={upperCaseCode} />
        <TextField
          control={control}
          name="upiId"
          label="UPI ID"
          type="email"
          inputMode="email"
          maxLength={100}
          normalise={noSpaces}
        />
      </>
    ),
  })

/**
 * The market's bank accounts, each its own book, as a master: add, correct, make Inactive (its pickers
 * stop offering it) or delete one that has no entries (the server refuses one that has, with why).
 * The list's view is held here: the page's URL belongs to the book above it.
 */
export function BankAccounts({ marketKeyID }: { marketKeyID: string }) {
  const [search, setSearch] = useState<ListSearch>({})
  const form = useMemo(() => bankAccountForm(marketKeyID), [marketKeyID])
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">Bank Accounts</h2>
      <CrudPage
        noun="Bank Account"
        moduleId={MODULE.CashBank}
        calls={bankAccountApi}
        columns={columns}
        rowKey={(row: BankAccountRow) => row.bankAccountKeyID}
        rowName={(row) => row.accountName}
        form={form}
        searchPlaceholder="Search account, bank, account no."
        view={{ search: { ...search, marketKeyID }, onChange: setSearch }}
        dateRange={false}
      />
    </div>
  )
}
