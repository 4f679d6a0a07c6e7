import { type Employee, UpdateProfileRequestSchema } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { shellQueries } from '@/app/queries'
import { ImageField, nameAsTyped, TextField, withoutLeadingSpaces } from '@/components/form'
import { PageForm } from '@/components/form/page-form'
import { ChangePasswordFormSchema } from '@/components/form/password-confirmation'
import { NewPasswordFields, PasswordField } from '@/components/form/password-field'
import { LoadState } from '@/components/ui/load-state'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { useSession } from '@/lib/session'
import { PROFILE_MESSAGES, useChangePassword, useUpdateProfile } from './api'

/** /profile: one's own details and photo, and a password change (forced after an administrator's reset). */
export function ProfilePage() {
  const { login } = useSession()
  const [success, setSuccess] = useState<string | null>(null)
  return (
    <div className="flex flex-col gap-4">
      {login.mustChangePassword && (
        <p
          role="alert"
          className="rounded-app border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {PROFILE_MESSAGES.mustChange}
        </p>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <Details userKeyID={login.userKeyID} onSaved={setSuccess} />
        <ChangePassword onSaved={setSuccess} />
      </div>
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </div>
  )
}

function Details({ userKeyID, onSaved }: { userKeyID: string; onSaved: (message: string) => void }) {
  const me = useQuery(shellQueries.employeeModel(userKeyID))
  if (me.isPending || me.isError) {
    return <LoadState label="My Details" error={me.isError ? me.error : null} onRetry={() => me.refetch()} />
  }
  return <DetailsForm me={me.data} onSaved={onSaved} />
}

function DetailsForm({ me, onSaved }: { me: Employee; onSaved: (message: string) => void }) {
  const save = useUpdateProfile()
  return (
    <PageForm
      title="My Details"
      description={
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-1.5">
            <dt>Mobile Number:</dt>
            <dd className="font-medium text-slate-900">{me.mobileNo}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Role:</dt>
            <dd className="font-medium text-slate-900">{me.roleTypeName}</dd>
          </div>
        </dl>
      }
      schema={UpdateProfileRequestSchema}
      defaultValues={{
        employeeName: me.employeeName,
        emailID: me.emailID,
        address: me.address,
        profilePhoto: me.profilePhoto,
      }}
      submitLabel="Save"
      onSubmit={async (values) => {
        await save.mutateAsync(values)
        return PROFILE_MESSAGES.saved
      }}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <TextField
            control={control}
            name="employeeName"
            label="Name"
            required
            maxLength={50}
            normalise={nameAsTyped}
            autoComplete="name"
          />
          <TextField
            control={control}
            name="emailID"
            label="Email"
            type="email"
            inputMode="email"
            maxLength={100}
            normalise={withoutLeadingSpaces}
            autoComplete="email"
          />
          <TextField
            control={control}
            name="address"
            label="Address"
            maxLength={250}
            normalise={withoutLeadingSpaces}
            className="sm:col-span-2"
          />
          <ImageField
            control={control}
            name="profilePhoto"
            label="Profile Photo"
            moduleName="Employee"
            className="sm:col-span-2"
          />
        </>
      )}
    </PageForm>
  )
}

function ChangePassword({ onSaved }: { onSaved: (message: string) => void }) {
  const change = useChangePassword()
  return (
    <PageForm
      title="Change Password"
      description="Your other signed-in devices are signed out when the password changes."
      schema={ChangePasswordFormSchema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      submitLabel="Change Password"
      clearOnSave
      onSubmit={async ({ currentPassword, newPassword }) => {
        await change.mutateAsync({ currentPassword, newPassword })
        return PROFILE_MESSAGES.passwordChanged
      }}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <PasswordField
            control={control}
            name="currentPassword"
            label="Current Password"
            required
            autoComplete="current-password"
            className="sm:col-span-2"
          />
          <NewPasswordFields control={control} />
        </>
      )}
    </PageForm>
  )
}
