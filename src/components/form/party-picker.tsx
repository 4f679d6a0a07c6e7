import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Combobox } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'

/** A farmer or buyer as a picker lists it: the code staff call out, the name, and the place. */
export interface PickerParty {
  key: string
  code: number
  name: string
  place: string
}

export interface PartyPickerProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** The key field of the form ('' while none is chosen). */
  name: FieldPath<T>
  label: string
  parties: readonly PickerParty[]
  loading: boolean
  /** The one row shown when nothing matches, e.g. 'No farmer of this market matches.' */
  emptyText: string
  required?: boolean
  className?: string
}

/** A party of the market, found by typing its code (1001), a part of its name or its place. */
export function PartyPicker<T extends FieldValues>({
  control,
  name,
  label,
  parties,
  loading,
  emptyText,
  required = true,
  className,
}: PartyPickerProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const options = parties.map((p) => ({ value: p.key, label: `${p.code} ${p.name}`, description: p.place }))
  return (
    <Field label={label} required={required} error={fieldState.error?.message} className={className}>
      {({ id, describedBy, invalid }) => (
        <Combobox
          id={id}
          value={(field.value as string | undefined) || null}
          onChange={field.onChange}
          options={options}
          loading={loading}
          placeholder="Code or name"
          emptyText={emptyText}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  )
}
