import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSession } from '@/lib/session'
import { Avatar } from './avatar'
import { Icon, type IconName } from './icons'
import { LOGOUT_MESSAGE, profileButtonClass } from './shell-ids'

/** The avatar's menu, open from its first render: it is loaded when the avatar is first used. */
export function ProfileDropdown({ photo }: { photo: string | null }) {
  const { login } = useSession()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const logoutChosen = useRef(false)

  return (
    <>
      {/* Not modal: a modal menu hides the page from screen readers while its links stay focusable. */}
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger aria-label="Profile menu" className={profileButtonClass}>
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
      {/* Static: Escape and the backdrop do nothing; 'No' keeps the user signed in. */}
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
