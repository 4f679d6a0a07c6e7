import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { SelectField, type SelectOption } from '@/components/ui/select'

export interface SelectFormFieldProps<T extends FieldValues, V extends string | number> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  label: string
  options: readonly SelectOption<V>[]
  required?: boolean
  hint?: string
  placeholder?: string
  disabled?: boolean
  /** Runs after the field takes a new value (a cascade clears the fields below it here). */
  onValueChange?: (value: V) => void
  className?: string
}

/** A Radix select bound to one field of the form. */
export function SelectFormField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  required,
  hint,
  placeholder = 'Select',
  disabled,
  onValueChange,
  className,
}: SelectFormFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <SelectField<V>
          id={id}
          ref={field.ref}
          value={field.value as V | undefined}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          invalid={invalid}
          aria-describedby={describedBy}
          onBlur={field.onBlur}
          onChange={(value) => {
            if (value === field.value) return
            field.onChange(value)
            onValueChange?.(value)
          }}
        />
      )}
    </Field>
  )
}
