import type { FarmerLookupSchema } from '@contracts'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import type * as v from 'valibot'
import { Combobox } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'

export type FarmerLookup = v.InferOutput<typeof FarmerLookupSchema>

export interface FarmerPickerProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  farmers: readonly FarmerLookup[]
  loading: boolean
}

/** The market's farmers, found by typing the code staff call out (1001) or a name or village. */
export function FarmerPicker<T extends FieldValues>({
  control,
  name,
  farmers,
  loading,
}: FarmerPickerProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const options = farmers.map((f) => ({
    value: f.farmerKeyID,
    label: `${f.farmerCode} ${f.farmerName}`,
    description: f.village,
  }))
  return (
    <Field label="Farmer" required error={fieldState.error?.message}>
      {({ id, describedBy, invalid }) => (
        <Combobox
          id={id}
          value={(field.value as string | undefined) || null}
          onChange={field.onChange}
          options={options}
          loading={loading}
          placeholder="Code or name"
          emptyText="No farmer of this market matches."
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  )
}
