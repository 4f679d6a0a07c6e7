import { FormDialog } from '@/components/form'
import { NewPasswordFormSchema } from '@/components/form/password-confirmation'
import { NewPasswordFields } from '@/components/form/password-field'
import { employeeApi } from './api'

export const PASSWORD_RESET = 'Password Reset Successfully'

export interface ResetPasswordDialogProps {
  /** The employee whose password is set; the dialog is closed when null. */
  employee: { employeeKeyID: string; employeeName: string } | null
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * An administrator sets a new password (twice). The server signs the employee out everywhere and
 * makes them change it at their next sign-in.
 */
export function ResetPasswordDialog({ employee, onClose, onSaved }: ResetPasswordDialogProps) {
  const reset = employeeApi.useResetPassword()
  return (
    <FormDialog
      open={employee !== null}
      onClose={onClose}
      title={`Reset Password of ${employee?.employeeName ?? ''}`}
      schema={NewPasswordFormSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      onSubmit={async ({ newPassword }) => {
        await reset.mutateAsync({ employeeKeyID: employee!.employeeKeyID, newPassword })
        return PASSWORD_RESET
      }}
      onSaved={onSaved}
      size="sm"
    >
      {({ control }) => (
        <>
          <p className="text-sm text-slate-600 sm:col-span-2">
            {employee?.employeeName} is signed out everywhere and must change this password at the next
            sign-in.
          </p>
          <NewPasswordFields control={control} />
        </>
      )}
    </FormDialog>
  )
}
