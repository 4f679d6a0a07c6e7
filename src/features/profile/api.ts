import { api, type ChangePasswordRequest, type UpdateProfileRequest } from '@contracts'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { startSession } from '@/lib/session'
import { getLogin } from '@/lib/storage'

export const PROFILE_MESSAGES = {
  saved: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  mustChange: 'Your password was set by an administrator. Change it below before you continue.',
} as const

/**
 * Saves one's own details. After a profile update the photo is refetched, which is the
 * shell's ['employee', 'model', userKeyID] under ['employee']; the stored login follows the new name.
 */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (body: UpdateProfileRequest) => call(api.employee.updateProfile, { body }),
    onSuccess: (employee) => {
      startSession({ ...getLogin(), employeeName: employee.employeeName, emailID: employee.emailID })
    },
    meta: { invalidates: [['employee']] },
  })

/** One's own password; the server clears mustChangePassword, and so does the stored login. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordRequest) => call(api.account.changePassword, { body }),
    onSuccess: () => {
      startSession({ ...getLogin(), mustChangePassword: false })
    },
  })
