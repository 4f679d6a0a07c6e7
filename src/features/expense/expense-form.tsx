import {
  EXPENSE_SERVICE_OPTIONS,
  type Expense,
  type ExpenseForm,
  ExpenseFormSchema,
  PAYMENT_MODE,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import {
  AmountField,
  FormDialog,
  ImageField,
  KeyFlowFieldset,
  nameAsTyped,
  SelectFormField,
  TextField,
} from '@/components/form'
import { DateField } from '@/components/form/date-field'
import { PaymentModeFields } from '@/components/money'
import { expenseCategoryQueries } from '@/features/expense-category/api'
import { todayInKolkata } from '@/lib/format'
import { openPeriodBounds } from '@/lib/open-period'
import { expenseQueries, useSaveExpense } from './api'

export interface ExpenseFormDialogProps {
  /** Null: closed; '' adds an expense; a key edits that expense. */
  expenseKeyID: string | null
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/** The form's values of a saved expense: everything but its number, status and audit. */
const formOf = (e: Expense): ExpenseForm => ({
  marketKeyID: e.marketKeyID,
  expenseDate: e.expenseDate,
  categoryKeyID: e.categoryKeyID,
  serviceOption: e.serviceOption as ExpenseForm['serviceOption'],
  amount: e.amount,
  paymentMode: e.paymentMode as ExpenseForm['paymentMode'],
  onlineSubMode: e.onlineSubMode as ExpenseForm['onlineSubMode'],
  referenceNo: e.referenceNo,
  paidTo: e.paidTo,
  narration: e.narration,
  attachment: e.attachment,
  expenseKeyID: e.expenseKeyID,
})

/**
 * 'Add Expense' and 'Update Expense': the head it is charged to, the amount and how it was paid, and a
 * photo of the bill. An edit keeps the expense's number; the server refuses one whose cash day is closed.
 */
export function ExpenseFormDialog({ expenseKeyID, marketKeyID, onClose, onSaved }: ExpenseFormDialogProps) {
  const save = useSaveExpense()
  const categories = useQuery(expenseCategoryQueries.lookup())
  const editing = Boolean(expenseKeyID)
  const model = useQuery({ ...expenseQueries.model(expenseKeyID ?? ''), enabled: editing })
  const empty: ExpenseForm = {
    marketKeyID,
    expenseDate: todayInKolkata(),
    categoryKeyID: '',
    serviceOption: undefined as unknown as 1,
    amount: undefined as unknown as number,
    paymentMode: PAYMENT_MODE.Cash,
    onlineSubMode: '',
    referenceNo: '',
    paidTo: '',
    narration: '',
    attachment: '',
    expenseKeyID: '',
  }
  // A record refetching after a save is stale until it lands: wait rather than edit old values.
  const defaultValues = !editing ? empty : model.data && !model.isFetching ? formOf(model.data) : undefined
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.categoryKeyID,
    label: c.categoryName,
  }))
  return (
    <FormDialog
      open={expenseKeyID !== null}
      onClose={onClose}
      title={editing ? 'Update Expense' : 'Add Expense'}
      schema={ExpenseFormSchema}
      defaultValues={defaultValues}
      loadError={editing && model.isError && !model.isFetching ? model.error.message : null}
      onRetryLoad={() => model.refetch()}
      onSubmit={async (values) => {
        const expense = await save.mutateAsync(values)
        return `Expense ${editing ? 'Updated' : 'Added'} Successfully. ${expense.expenseNo}.`
      }}
      onSaved={onSaved}
    >
      {({ control }) => (
        <KeyFlowFieldset label="Expense">
          <SelectFormField
            control={control}
            name="categoryKeyID"
            label="Category"
            required
            options={categoryOptions}
          />
          <SelectFormField
            control={control}
            name="serviceOption"
            label="Service"
            required
            options={EXPENSE_SERVICE_OPTIONS}
          />
          <DateField control={control} name="expenseDate" label="Date" required {...openPeriodBounds()} />
          <AmountField control={control} name="amount" label="Amount (₹)" required />
          <PaymentModeFields
            control={control}
            names={{ mode: 'paymentMode', subMode: 'onlineSubMode', reference: 'referenceNo' }}
          />
          <TextField
            control={control}
            name="paidTo"
            label="Paid To"
            maxLength={100}
            normalise={nameAsTyped}
          />
          <TextField control={control} name="narration" label="Narration" maxLength={200} />
          <ImageField
            control={control}
            name="attachment"
            label="Bill Photo"
            moduleName="Expense"
            className="sm:col-span-2"
          />
        </KeyFlowFieldset>
      )}
    </FormDialog>
  )
}
