import { ExpenseCategoryFormSchema, PARTY_TYPES } from '@contracts'
import { masterForm } from '@/components/crud-page'
import { AmountField, CheckboxField, nameAsTyped, SelectFormField, TextField } from '@/components/form'

/** A head of ad-hoc charges on one side's bills (crate rent, freight) and of the firm's expenses. */
export const expenseCategoryForm = masterForm(ExpenseCategoryFormSchema, 'categoryKeyID', {
  empty: { categoryName: '', categoryType: undefined, isVisible: true, charges: 0 },
  fields: ({ control }) => (
    <>
      <TextField
        control={control}
        name="categoryName"
        label="Category Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
        className="sm:col-span-2"
      />
      <SelectFormField control={control} name="categoryType" label="Type" required options={PARTY_TYPES} />
      <AmountField
        control={control}
        name="charges"
        label="Default Charges (₹)"
        required
        hint="Filled in when the category is picked; 0 to type it each time."
      />
      <CheckboxField
        control={control}
        name="isVisible"
        label="Visible on Bills"
        description="Offered among the other charges and deductions of this side's bills."
        className="sm:col-span-2"
      />
    </>
  ),
})
