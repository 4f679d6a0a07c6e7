import type { ChangeEvent, HTMLInputTypeAttribute } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field, TextInput } from '@/components/ui/field'
import { useCaret } from './caret'

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
  /** The label is read by screen readers only (a table row whose header already names it). */
  labelHidden?: boolean
  /** Shown but not editable (a system record's name); say why in `hint`. */
  readOnly?: boolean
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
  labelHidden,
  readOnly,
  className,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message

  const caret = useCaret(field.ref)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const raw = input.value
    const next = normalise ? normalise(raw) : raw
    // Characters dropped by the rule were before the cursor: it moves back by as many.
    const at = Math.max(0, (input.selectionStart ?? raw.length) - (raw.length - next.length))
    caret.place(input, next, (field.value as string | undefined) ?? '', at)
    field.onChange(next)
  }

  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={hint}
      labelHidden={labelHidden}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          ref={caret.ref}
          name={field.name}
          type={type}
          value={(field.value as string | undefined) ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      )}
    </Field>
  )
}
