import type { ChangeEvent, HTMLInputTypeAttribute } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field, TextInput } from '@/components/ui/field'

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  label: string
  required?: boolean
  hint?: string
  maxLength?: number
  /** Applied on every change, so the field shows the rule as the user types (leading spaces, digits only). */
  normalise?: (value: string) => string
  type?: HTMLInputTypeAttribute
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal'
  autoComplete?: string
  className?: string
}

/** A text input bound to one field of the form, its error under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  maxLength,
  normalise,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  className,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const control = event.target
    const raw = control.value
    const next = normalise ? normalise(raw) : raw
    field.onChange(next)
    // React moves the cursor to the end when it rewrites the value; put it back where the user was.
    const caret = control.selectionStart
    if (next !== raw && caret !== null) {
      const at = Math.max(0, Math.min(next.length, caret + next.length - raw.length))
      requestAnimationFrame(() => control.setSelectionRange(at, at))
    }
  }

  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          ref={field.ref}
          name={field.name}
          type={type}
          value={(field.value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      )}
    </Field>
  )
}
