import { MODULE, type VehicleEntryFormInput } from '@contracts'
import { Link } from '@tanstack/react-router'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { RowAction } from '@/components/data-table'
import { type FarmerLookup, SelectFormField, WholeNumberField } from '@/components/form'
import { Button } from '@/components/ui/button'
import { useReturnableTypeOptions } from '@/features/crate/api'
import { useCan } from '@/lib/permissions'

// biome-ignore lint/suspicious/noExplicitAny: the form's output type is the caller's.
type EntryForm = UseFormReturn<VehicleEntryFormInput, unknown, any>

export interface CrateReturnsProps {
  form: EntryForm
  farmers: readonly FarmerLookup[]
}

/**
 * Empty crates a farmer on the vehicle brings back, saved with the entry as an In from him. A line
 * starts on the first token's farmer and the first returnable type, with the cursor on the count, so
 * the usual return is the count and Enter. Buyers' returns stay on the crate screen.
 */
export function CrateReturns({ form, farmers }: CrateReturnsProps) {
  const { control, getValues } = form
  const mayReturn = useCan(MODULE.Crate).insert
  const typeOptions = useReturnableTypeOptions()
  const lines = useFieldArray({ control, name: 'crateReturns', keyName: 'rowKey' })
  const tokens = useWatch({ control, name: 'tokens' })
  const onEntry = [...new Set((tokens ?? []).map((t) => t.farmerKeyID).filter(Boolean))]
  const farmerOptions = onEntry.map((key) => {
    const farmer = farmers.find((f) => f.farmerKeyID === key)
    return { value: key, label: farmer ? `${farmer.farmerCode} ${farmer.farmerName}` : key }
  })
  if (!mayReturn) return null

  const addLine = () => {
    const index = getValues('crateReturns')?.length ?? 0
    lines.append(
      {
        farmerKeyID: onEntry[0] ?? '',
        crateTypeID: typeOptions[0]?.value as number,
        quantity: undefined as unknown as number,
      },
      { shouldFocus: false },
    )
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[data-crate-return="${index}"] input`)?.focus(),
    )
  }

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {lines.fields.map((line, index) => (
        <fieldset
          key={line.rowKey}
          data-crate-return={index}
          className="grid gap-3 rounded-app border border-slate-200 px-3 pt-1 pb-3 sm:grid-cols-[2fr_1.4fr_0.8fr_auto]"
        >
          <legend className="px-1 text-xs font-semibold text-slate-600">Crate Return {index + 1}</legend>
          <SelectFormField
            control={control}
            name={`crateReturns.${index}.farmerKeyID`}
            label="Returned By"
            required
            options={farmerOptions}
          />
          <SelectFormField
            control={control}
            name={`crateReturns.${index}.crateTypeID`}
            label="Crate Type"
            required
            options={typeOptions}
          />
          <WholeNumberField
            control={control}
            name={`crateReturns.${index}.quantity`}
            label="Empty Crates"
            required
            maxDigits={5}
          />
          <div className="flex items-end pb-1">
            <RowAction
              icon="delete"
              tone="danger"
              label={`Remove Crate Return ${index + 1}`}
              onClick={() => lines.remove(index)}
            />
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={addLine} disabled={onEntry.length === 0}>
          Add Crate Return
        </Button>
        <span className="text-xs text-slate-500">
          Empty crates the farmer brings back. A token's crates come back with it; a buyer's on{' '}
          <Link to="/crate-balances" className="font-medium text-brand-700 hover:underline">
            Crate Balances
          </Link>
          .
        </span>
      </div>
    </div>
  )
}
