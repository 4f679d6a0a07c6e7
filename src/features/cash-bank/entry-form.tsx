import {
  CASH_BANK_ENTRY_TYPE,
  CASH_BANK_ENTRY_TYPES,
  type CashBankEntryForm,
  CashBankEntryFormSchema,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { AmountField, FormDialog, KeyFlowFieldset, SelectFormField, TextField } from '@/components/form'
import { DateField } from '@/components/form/date-field'
import { todayInKolkata } from '@/lib/format'
import { openPeriodBounds } from '@/lib/open-period'
import { cashBankQueries, useAddCashBankEntry } from './api'

/** Capital in and drawings go to cash unless a bank is named; the others always name one. */
const CASH_OR_BANK: readonly number[] = [CASH_BANK_ENTRY_TYPE.CapitalIn, CASH_BANK_ENTRY_TYPE.Drawings]

export interface EntryFormDialogProps {
  open: boolean
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/** 'Add Entry': money that moves without a document (a deposit, drawings, bank charges, an opening balance). */
export function EntryFormDialog({ open, marketKeyID, onClose, onSaved }: EntryFormDialogProps) {
  const add = useAddCashBankEntry()
  const accounts = useQuery(cashBankQueries.bankAccounts(marketKeyID))
  const accountOptions = (accounts.data ?? []).map((a) => ({
    value: a.bankAccountKeyID,
    label: a.accountName,
  }))
  const defaultValues: CashBankEntryForm = {
    marketKeyID,
    entryDate: todayInKolkata(),
    entryType: undefined as unknown as 1,
    bankAccountKeyID: '',
    amount: undefined as unknown as number,
    referenceNo: '',
    narration: '',
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Entry"
      schema={CashBankEntryFormSchema}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const entry = await add.mutateAsync(values)
        return `Entry Added Successfully. ${entry.voucherNo}.`
      }}
      onSaved={onSaved}
    >
      {({ control }) => (
        <KeyFlowFieldset label="Entry">
          <SelectFormField
            control={control}
            name="entryType"
            label="Entry Type"
            required
            options={CASH_BANK_ENTRY_TYPES}
          />
          <DateField control={control} name="entryDate" label="Date" required {...openPeriodBounds()} />
          <BankAccountField control={control} options={accountOptions} />
          <AmountField control={control} name="amount" label="Amount (₹)" required />
          <TextField control={control} name="referenceNo" label="Reference No." maxLength={40} />
          <TextField control={control} name="narration" label="Narration" maxLength={200} />
        </KeyFlowFieldset>
      )}
    </FormDialog>
  )
}

function BankAccountField({
  control,
  options,
}: {
  control: Parameters<typeof SelectFormField<CashBankEntryForm, string>>[0]['control']
  options: { value: string; label: string }[]
}) {
  const entryType = useWatch({ control, name: 'entryType' })
  const optional = CASH_OR_BANK.includes(entryType)
  return (
    <SelectFormField
      control={control}
      name="bankAccountKeyID"
      label="Bank Account"
      required={!optional}
      hint={optional ? 'Leave empty for cash.' : undefined}
      options={options}
    />
  )
}
