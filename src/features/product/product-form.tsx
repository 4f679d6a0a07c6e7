import {
  type ProductFormInput,
  ProductFormSchema,
  type ProductSchema,
  RATE_UNITS,
  TRANSPORTATION_TYPES,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import type { CrudForm } from '@/components/crud-page'
import {
  AmountField,
  FormSection,
  nameAsTyped,
  SelectFormField,
  TextField,
  withoutLeadingSpaces,
} from '@/components/form'
import { crateQueries } from '@/features/crate/api'
import { GradesEditor, newGrade } from './grades-editor'
import { CATEGORY_OPTIONS } from './options'

type ProductFormOutput = v.InferOutput<typeof ProductFormSchema>
type Product = v.InferOutput<typeof ProductSchema>

function ProductFields({ form }: { form: UseFormReturn<ProductFormInput, unknown, ProductFormOutput> }) {
  const { control } = form
  const crateTypes = useQuery(crateQueries.types())
  const crateTypeOptions = [
    { value: 0, label: 'Not in the firm’s crates' },
    ...(crateTypes.data ?? [])
      .filter((t) => t.isReturnable)
      .map((t) => ({ value: t.crateTypeID, label: t.crateTypeName })),
  ]
  return (
    <>
      <FormSection title="Product">
        <TextField
          control={control}
          name="productName"
          label="Product Name"
          required
          maxLength={50}
          normalise={nameAsTyped}
        />
        <TextField
          control={control}
          name="productNameMr"
          label="Marathi Name"
          maxLength={50}
          normalise={withoutLeadingSpaces}
        />
        <SelectFormField
          control={control}
          name="category"
          label="Category"
          required
          options={CATEGORY_OPTIONS}
        />
        <SelectFormField
          control={control}
          name="defaultTransportationType"
          label="Default Transportation Type"
          required
          options={TRANSPORTATION_TYPES}
        />
        <SelectFormField
          control={control}
          name="defaultRateUnit"
          label="Rate Unit"
          required
          options={RATE_UNITS}
        />
      </FormSection>
      <FormSection title="Crates">
        <AmountField
          control={control}
          name="crateCapacityKg"
          label="Crate Capacity (kg)"
          required
          hint="0 for a product sold by the trolley."
        />
        <AmountField
          control={control}
          name="crateTareKg"
          label="Crate Tare (kg)"
          required
          hint="The empty crate's weight."
        />
        <AmountField
          control={control}
          name="allowanceKgPerCrate"
          label="Allowance per Crate (kg)"
          required
          hint="Deducted from each crate's weight for spoilage."
        />
        <SelectFormField
          control={control}
          name="crateTypeID"
          label="Firm's Crate Type"
          options={crateTypeOptions}
          hint="The gate and the sale lines count these crates on the crate ledger."
        />
      </FormSection>
      <FormSection title="Rate Alerts">
        <AmountField
          control={control}
          name="minRateAlert"
          label="Minimum Rate Alert (₹)"
          required
          hint="A lower bid asks the clerk to confirm."
        />
        <AmountField
          control={control}
          name="maxRateAlert"
          label="Maximum Rate Alert (₹)"
          required
          hint="0 for no upper alert."
        />
      </FormSection>
      <FormSection title="Grades">
        <GradesEditor form={form} />
      </FormSection>
    </>
  )
}

/**
 * The product form with its grades. Sort orders follow the rows' order on save, so moving a row is
 * all it takes to reorder the grades on auction screens and bills.
 */
export const productForm: CrudForm<Product, ProductFormInput, ProductFormOutput, ProductFormInput> = {
  schema: ProductFormSchema,
  empty: {
    productName: '',
    productNameMr: '',
    category: undefined,
    defaultTransportationType: undefined,
    defaultRateUnit: undefined,
    crateCapacityKg: undefined,
    crateTareKg: undefined,
    allowanceKgPerCrate: 0,
    crateTypeID: 0,
    minRateAlert: 0,
    maxRateAlert: 0,
    grades: [newGrade(1)],
  },
  fromModel: ({ productID: _key, grades, ...product }) => ({
    ...product,
    grades: grades.map(({ gradeID, gradeName, sortOrder, isActive }) => ({
      gradeID,
      gradeName,
      sortOrder,
      isActive,
    })),
  }),
  toBody: (values, key) => ({
    ...values,
    productID: key === null ? null : Number(key),
    grades: values.grades.map((grade, index) => ({ ...grade, sortOrder: index + 1 })),
  }),
  fields: (form) => <ProductFields form={form} />,
  size: 'lg',
}
