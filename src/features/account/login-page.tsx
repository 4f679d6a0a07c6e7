import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Field, TextInput } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { useSignIn } from './api'
import { AuthLayout, FormError } from './auth-layout'
import { useSignInForm } from './sign-in-form'

/** Sign in with a mobile number or email and a password (architecture: POST Account/Login). */
export function LoginPage() {
  const signIn = useSignIn()
  const { field, errors, submit } = useSignInForm((body) => void signIn.submit(body))

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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Mobile Number or Email" error={errors.userName}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="username"
              autoFocus
              {...field('userName')}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="current-password"
              {...field('password')}
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
