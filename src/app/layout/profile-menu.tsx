import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSession } from '@/lib/session'
import { readItem, STORAGE_KEYS } from '@/lib/storage'
import { shellQueries } from '../queries'
import { Avatar } from './avatar'
import { Icon, type IconName } from './icons'

export const LOGOUT_MESSAGE = 'Are you sure you want to logout your account?'

/** Spec §2: the avatar opens a 300–350 px menu with the user, 'User Profile' and 'Logout'. */
export function ProfileMenu() {
  const { login } = useSession()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const logoutChosen = useRef(false)
  // Spec §8: a failed profile load is only logged (by the API client); the stored photo stays.
  const employee = useQuery(shellQueries.employeeModel(login.userKeyID))
  const photo = employee.data ? employee.data.profilePhoto || null : readItem(STORAGE_KEYS.profileImage)

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label="Profile menu"
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Avatar name={login.employeeName} photo={photo} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            // The dialog opens once focus is back on the avatar, so closing the dialog returns it there.
            onCloseAutoFocus={() => {
              if (logoutChosen.current) setConfirming(true)
              logoutChosen.current = false
            }}
            align="end"
            sideOffset={10}
            className="z-50 w-[320px] max-w-[calc(100vw-1rem)] min-w-[300px] rounded-app border border-slate-200 bg-white p-2 shadow-xl"
          >
            <div className="flex items-center gap-3 px-3 py-3">
              <Avatar name={login.employeeName} photo={photo} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{login.employeeName}</p>
                <p className="truncate text-sm text-slate-500">{login.roleTypeName}</p>
              </div>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <MenuRow icon="user" label="User Profile" onSelect={() => navigate({ to: '/profile' })} />
            <MenuRow
              icon="logout"
              label="Logout"
              onSelect={() => {
                logoutChosen.current = true
              }}
            />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Spec §2: static (Escape and the backdrop do nothing), 'No' keeps the user signed in. */}
      <ConfirmDialog
        open={confirming}
        message={LOGOUT_MESSAGE}
        dismissible={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => navigate({ to: '/logout' })}
      />
    </>
  )
}

function MenuRow({ icon, label, onSelect }: { icon: IconName; label: string; onSelect: () => void }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-app px-3 py-2.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
    >
      <Icon name={icon} />
      {label}
    </DropdownMenu.Item>
  )
}
