import { PASSWORD_RULE } from '@contracts'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'

export interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  label: string
  required?: boolean
  /** The rule the password must meet, shown under it before anything is typed. */
  hint?: string
  /** 'new-password' lets a password manager offer a strong one; 'current-password' fills the saved one. */
  autoComplete?: 'new-password' | 'current-password'
  className?: string
}

/** A password input with show/hide, bound to one field of the form. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hint,
  autoComplete = 'new-password',
  className,
}: PasswordFieldProps<T>) {
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
        <PasswordInput
          id={id}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          maxLength={128}
          autoComplete={autoComplete}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
      )}
    </Field>
  )
}

/**
 * A new password typed twice (the form's schema checks they match: NewPasswordFormSchema), with the
 * rule shown under the first. The field names are fixed so every such form reads the same.
 */
export function NewPasswordFields<T extends FieldValues & { newPassword: string; confirmPassword: string }>({
  control,
}: {
  control: Control<T, unknown, FieldValues>
}) {
  return (
    <>
      <PasswordField
        control={control}
        name={'newPassword' as FieldPath<T>}
        label="New Password"
        required
        hint={PASSWORD_RULE}
        className="sm:col-span-2"
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label="Confirm Password"
        required
        className="sm:col-span-2"
      />
    </>
  )
}
