import { PARTY_TYPE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Field, TextInput } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select'
import { billCategoriesQuery } from '@/features/expense-category/api'
import type { Selection } from './rules'

type Rows = Selection['otherCharges']

/**
 * Other charges of an invoice run (freight, crate rent) under the buyer's expense categories visible on
 * bills, each starting at its category's default charge; every invoice the run makes carries them.
 */
export function OtherCharges({ value, onChange }: { value: Rows; onChange: (rows: Rows) => void }) {
  const categories = useQuery(billCategoriesQuery(PARTY_TYPE.Buyer))
  const used = new Set(value.map((row) => row.categoryKeyID))
  const unused = (categories.data ?? []).filter((c) => !used.has(c.categoryKeyID))
  const nameOf = (key: string) => categories.data?.find((c) => c.categoryKeyID === key)?.categoryName ?? ''
  return (
    <fieldset className="mt-4 flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Other Charges</legend>
      <p className="text-xs text-slate-600">Added to each invoice of one picked buyer.</p>
      {value.map((row, index) => (
        <div key={row.categoryKeyID} className="flex max-w-md items-end gap-2">
          <Field label={nameOf(row.categoryKeyID)} required className="flex-1">
            {({ id }) => (
              <TextInput
                id={id}
                inputMode="decimal"
                value={row.amount}
                onChange={(e) =>
                  onChange(value.map((r, i) => (i === index ? { ...r, amount: e.target.value } : r)))
                }
              />
            )}
          </Field>
          <Button
            variant="ghost"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove ${nameOf(row.categoryKeyID)}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {unused.length > 0 && (
        <div className="max-w-xs">
          <SelectField
            aria-label="Add other charge"
            value={null}
            placeholder="Add other charge"
            options={unused.map((c) => ({ value: c.categoryKeyID, label: c.categoryName }))}
            onChange={(key) => {
              const category = unused.find((c) => c.categoryKeyID === key)
              if (category) onChange([...value, { categoryKeyID: key, amount: String(category.charges) }])
            }}
          />
        </div>
      )}
      {categories.isError && <p className="text-sm text-red-700">{categories.error.message}</p>}
    </fieldset>
  )
}
