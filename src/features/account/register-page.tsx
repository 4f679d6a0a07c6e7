import { PASSWORD_RULE, type RegisterRequest, RegisterRequestSchema } from '@contracts'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link } from '@tanstack/react-router'
import { type Path, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, TextInput, type TextInputProps } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { useRegister } from './api'
import { AuthLayout, FormError } from './auth-layout'

interface FieldSpec {
  name: Path<RegisterRequest>
  label: string
  input: TextInputProps
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'companyName', label: 'Company Name', input: { autoComplete: 'organization', maxLength: 100 } },
  { name: 'employeeName', label: 'Your Name', input: { autoComplete: 'name', maxLength: 50 } },
  {
    name: 'mobileNo',
    label: 'Mobile Number',
    input: { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
  },
  { name: 'emailID', label: 'Email', input: { type: 'email', autoComplete: 'email', maxLength: 100 } },
]

/** Creates a company with its first (Super Admin) user and signs that user in. */
export function RegisterPage() {
  const registration = useRegister()
  const { register, handleSubmit, formState } = useForm<RegisterRequest>({
    resolver: valibotResolver(RegisterRequestSchema),
    defaultValues: { companyName: '', employeeName: '', mobileNo: '', emailID: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors } = formState

  return (
    <AuthLayout
      title="Register"
      subtitle="Set up MandiDesk for your firm"
      footer={
        <>
          Already registered?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => registration.submit(values))}
        className="flex flex-col gap-4"
      >
        {FIELDS.map(({ name, label, input }) => {
          const field = register(name)
          return (
            <Field key={name} label={label} required error={errors[name]?.message}>
              {({ id, describedBy, invalid }) => (
                <TextInput
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  {...input}
                  {...field}
                  onChange={(event) => {
                    // A mobile number takes digits only.
                    if (name === 'mobileNo') event.target.value = event.target.value.replace(/\D/g, '')
                    return field.onChange(event)
                  }}
                />
              )}
            </Field>
          )
        })}
        <Field label="Password" required hint={PASSWORD_RULE} error={errors.password?.message}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="new-password"
              {...register('password')}
            />
          )}
        </Field>
        <FormError message={registration.error?.message} />
        <Button type="submit" busy={registration.isPending} className="w-full justify-center">
          Register
        </Button>
      </form>
    </AuthLayout>
  )
}
