import {
  BILL_STATUS,
  BILL_STATUSES,
  EXPENSE_SERVICE_OPTIONS,
  type ExpenseRow,
  MODULE,
  PAYMENT_MODES,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { InsertButton, NOT_ALLOWED } from '@/components/crud-page'
import { ListFilterSelect, ListPage, type ListRequest, RowAction } from '@/components/data-table'
import { useReasonAction } from '@/components/form'
import { ONLY_ACTIVE } from '@/components/money'
import { useSuccessDialog } from '@/components/ui/success-dialog'
import { expenseCategoryQueries } from '@/features/expense-category/api'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { expenseQueries, useCancelExpense } from './api'
import { expenseColumns } from './columns'
import { ExpenseDetail } from './expense-detail'
import { ExpenseFormDialog } from './expense-form'

const rowName = (row: ExpenseRow) => `expense ${row.expenseNo} ${row.categoryName}`

/**
 * /expense-list: the selected market's expense vouchers with their total over the filter; correct one
 * (its number stays) or cancel it with a reason.
 */
export function ExpensePage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Expense)
  const categories = useQuery(expenseCategoryQueries.lookup())
  /** '' while adding, an expense's key while editing it. */
  const [editing, setEditing] = useState<string | null>(null)
  const success = useSuccessDialog()
  const cancel = useCancelExpense()
  const cancelling = useReasonAction<ExpenseRow>({
    title: (row) => `Cancel Expense ${row.expenseNo} (${row.categoryName})`,
    submit: async (row, reason) => {
      await cancel.mutateAsync({ expenseKeyID: row.expenseKeyID, reason })
      return `Expense ${row.expenseNo} cancelled.`
    },
    onSaved: success.show,
  })
  const done = (message: string) => {
    setEditing(null)
    success.show(message)
  }
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.categoryKeyID,
    label: c.categoryName,
  }))

  return (
    <>
      <ListPage
        label="Expenses"
        columns={expenseColumns}
        query={(request: ListRequest) =>
          expenseQueries.list({ ...request, marketKeyID: marketKeyID ?? '' } as never)
        }
        getRowId={(row) => row.expenseKeyID}
        rowName={rowName}
        exportName="expenses"
        searchPlaceholder="Search expense no., paid to, narration"
        filters={
          <>
            <ListFilterSelect filterKey="categoryKeyID" label="Category" options={categoryOptions} />
            <ListFilterSelect filterKey="serviceOption" label="Service" options={EXPENSE_SERVICE_OPTIONS} />
            <ListFilterSelect filterKey="paymentMode" label="Mode" options={PAYMENT_MODES} />
            <ListFilterSelect filterKey="status" label="Status" options={BILL_STATUSES} />
          </>
        }
        actions={
          <InsertButton allowed={can.insert} ready={Boolean(marketKeyID)} onClick={() => setEditing('')}>
            Add Expense
          </InsertButton>
        }
        rowDetail={(row) => <ExpenseDetail expenseKeyID={row.expenseKeyID} />}
        rowActions={(row) => (
          <>
            <RowAction
              icon="edit"
              label={`Edit ${rowName(row)}`}
              onClick={() => setEditing(row.expenseKeyID)}
              disabled={!can.update || row.status !== BILL_STATUS.Active}
              disabledReason={can.update ? ONLY_ACTIVE : NOT_ALLOWED}
            />
            <RowAction
              icon="cancel"
              tone="danger"
              label={`Cancel ${rowName(row)}`}
              onClick={() => cancelling.start(row)}
              disabled={!can.delete || row.status !== BILL_STATUS.Active}
              disabledReason={can.delete ? ONLY_ACTIVE : NOT_ALLOWED}
            />
          </>
        )}
      />
      {marketKeyID && (
        <ExpenseFormDialog
          expenseKeyID={editing}
          marketKeyID={marketKeyID}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {cancelling.dialog}
      {success.dialog}
    </>
  )
}
