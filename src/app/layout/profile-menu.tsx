import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useSession } from '@/lib/session'
import { readItem, STORAGE_KEYS } from '@/lib/storage'
import { shellQueries } from '../queries'
import { Avatar } from './avatar'
import { lazyOnFirstUse } from './on-first-use'
import { profileButtonClass } from './shell-ids'

const dropdown = lazyOnFirstUse(() => import('./profile-dropdown').then((module) => module.ProfileDropdown))

/**
 * The avatar opens a 300–350 px menu with the user, 'User Profile' and 'Logout'. Until it is
 * first used the avatar is a plain button, so the menu's code (Radix DropdownMenu, the logout
 * confirmation) is not part of the first load; it starts loading when the pointer or focus reaches it.
 */
export function ProfileMenu() {
  const { login } = useSession()
  const [used, setUsed] = useState(false)
  // A failed profile load is only logged (by the API client); the stored photo stays.
  const employee = useQuery(shellQueries.employeeModel(login.userKeyID))
  const photo = employee.data ? employee.data.profilePhoto || null : readItem(STORAGE_KEYS.profileImage)

  const button = (
    <button
      type="button"
      aria-label="Profile menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={dropdown.preload}
      onFocus={dropdown.preload}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        setUsed(true)
      }}
      className={profileButtonClass}
    >
      <Avatar name={login.employeeName} photo={photo} />
    </button>
  )
  if (!used) return button
  return (
    <Suspense fallback={button}>
      <dropdown.Component photo={photo} />
    </Suspense>
  )
}
