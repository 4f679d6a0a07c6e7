import { type LoginRequest, LoginRequestSchema } from '@contracts'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, TextInput } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { useSignIn } from './api'
import { AuthLayout, FormError } from './auth-layout'

/** Sign in with a mobile number or email and a password (architecture: POST Account/Login). */
export function LoginPage() {
  const signIn = useSignIn()
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: valibotResolver(LoginRequestSchema),
    defaultValues: { userName: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors } = formState

  return (
    <AuthLayout
      title="Login"
      subtitle="Sign in to manage your market"
      footer={
        <>
          New to MandiDesk?{' '}
          <Link to="/register" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="flex flex-col gap-4"
      >
        <Field label="Mobile Number or Email" error={errors.userName?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="username"
              autoFocus
              {...register('userName')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="current-password"
              {...register('password')}
            />
          )}
        </Field>
        <FormError message={signIn.error?.message} />
        <Button type="submit" busy={signIn.isPending} className="w-full justify-center">
          Sign In
        </Button>
      </form>
    </AuthLayout>
  )
}
