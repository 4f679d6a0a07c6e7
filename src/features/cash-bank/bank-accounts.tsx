import { BankAccountFormSchema, type BankAccountRow, MODULE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import { RowAction } from '@/components/data-table'
import { FormDialog, noSpaces, TextField, upperCaseCode } from '@/components/form'
import { Button } from '@/components/ui/button'
import { useCan } from '@/lib/permissions'
import { bankAccountApi } from './api'

interface Editing {
  row: BankAccountRow | null
}

/** The market's bank accounts, each its own book: add one or correct its details. */
export function BankAccounts({
  marketKeyID,
  onSaved,
}: {
  marketKeyID: string
  onSaved: (message: string) => void
}) {
  const can = useCan(MODULE.CashBank)
  const accounts = useQuery(
    bankAccountApi.queries.list({
      marketKeyID,
      pageNo: 0,
      pageSize: 100,
      searchKeyword: '',
      sortingColumnName: 'accountName',
      sortingDirection: 'asc',
    } as never),
  )
  const save = bankAccountApi.useSave()
  const [editing, setEditing] = useState<Editing | null>(null)
  const rows = (accounts.data?.data ?? []) as BankAccountRow[]

  return (
    <section
      aria-label="Bank Accounts"
      className="rounded-app border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Bank Accounts</h2>
        <Button
          variant="secondary"
          onClick={() => setEditing({ row: null })}
          disabled={!can.insert}
          title={can.insert ? undefined : NOT_ALLOWED}
        >
          Add Bank Account
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{accounts.isPending ? 'Loading…' : 'No bank account yet.'}</p>
      ) : (
        <table aria-label="Bank accounts of the market" className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Account
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Bank
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Account No.
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                IFSC
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                UPI ID
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.bankAccountKeyID} className="border-b border-slate-100">
                <td className="py-1 pr-2 font-medium">{row.accountName}</td>
                <td className="py-1 pr-2">{row.bankName}</td>
                <td className="py-1 pr-2 tabular-nums">{row.accountNo}</td>
                <td className="py-1 pr-2">{row.ifsc}</td>
                <td className="py-1 pr-2">{row.upiId}</td>
                <td className="py-1">
                  <RowAction
                    icon="edit"
                    label={`Edit ${row.accountName}`}
                    onClick={() => setEditing({ row })}
                    disabled={!can.update}
                    disabledReason={NOT_ALLOWED}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? 'Update Bank Account' : 'Add Bank Account'}
        schema={BankAccountFormSchema}
        defaultValues={{
          marketKeyID,
          accountName: editing?.row?.accountName ?? '',
          bankName: editing?.row?.bankName ?? '',
          accountNo: editing?.row?.accountNo ?? '',
          ifsc: editing?.row?.ifsc ?? '',
          upiId: editing?.row?.upiId ?? '',
        }}
        onSubmit={async (values) => {
          await save.mutateAsync({
            ...values,
            bankAccountKeyID: editing?.row?.bankAccountKeyID ?? '',
          } as never)
          return editing?.row ? 'Bank Account Updated Successfully' : 'Bank Account Added Successfully'
        }}
        onSaved={(message) => {
          setEditing(null)
          onSaved(message)
        }}
      >
        {({ control }) => (
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
        )}
      </FormDialog>
    </section>
  )
}
