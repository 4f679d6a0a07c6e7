import { MAX_DATE, MIN_DATE } from '@contracts'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field, TextInput } from '@/components/ui/field'

export interface DateFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** A YYYY-MM-DD string field ('' when empty). */
  name: FieldPath<T>
  label: string
  required?: boolean
  hint?: string
  /** Pickers offer 1900-01-01 to 2099-12-31 unless narrowed (a joining date can't be future). */
  min?: string
  max?: string
  className?: string
}

/** The browser's date picker bound to a YYYY-MM-DD field. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  min = MIN_DATE,
  max = MAX_DATE,
  className,
}: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={fieldState.error?.message}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          ref={field.ref}
          name={field.name}
          type="date"
          min={min}
          max={max}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      )}
    </Field>
  )
}
