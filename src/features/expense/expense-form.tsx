import { EXPENSE_SERVICE_OPTIONS, type ExpenseForm, ExpenseFormSchema, PAYMENT_MODE } from '@contracts'
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
import { todayInKolkata } from '@/lib/format'
import { expenseQueries, useSaveExpense } from './api'

export interface ExpenseFormDialogProps {
  open: boolean
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/** 'Add Expense': the head it is charged to, the amount and how it was paid, and a photo of the bill. */
export function ExpenseFormDialog({ open, marketKeyID, onClose, onSaved }: ExpenseFormDialogProps) {
  const save = useSaveExpense()
  const categories = useQuery(expenseQueries.categories())
  const defaultValues: ExpenseForm = {
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
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.categoryKeyID,
    label: c.categoryName,
  }))
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Expense"
      schema={ExpenseFormSchema}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const expense = await save.mutateAsync(values)
        return `Expense Added Successfully. ${expense.expenseNo}.`
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
          <DateField control={control} name="expenseDate" label="Date" required max={todayInKolkata()} />
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
