import { NotificationBell } from '@/features/notification/notification-bell'
import { useHeading } from '../use-heading'
import { Brand } from './brand'
import { Icon } from './icons'
import { MarketSelect } from './market-select'
import { ProfileMenu } from './profile-menu'
import { SettingsButton } from './settings-button'
import { DRAWER_ID } from './shell-ids'

interface TopBarProps {
  menuOpen: boolean
  onToggleMenu: () => void
}

/** Menu button, Select Market, the module heading, the bell, settings and the profile menu. */
export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const heading = useHeading()
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-[88px] items-center gap-3 bg-white px-4 sm:gap-4 sm:px-6">
      <div className="flex shrink-0 items-center gap-4 md:w-[236px] md:justify-between">
        <Brand className="hidden sm:flex" />
        <button
          type="button"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? DRAWER_ID : undefined}
          onClick={onToggleMenu}
          className="flex h-10 w-10 items-center justify-center rounded-app bg-brand-50 text-brand-700 hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name="menu" />
        </button>
      </div>
      <MarketSelect />
      <p
        className="hidden min-w-0 flex-1 truncate text-lg font-semibold text-slate-800 sm:block"
        title={heading}
      >
        {heading}
      </p>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <NotificationBell />
        <SettingsButton />
        <ProfileMenu />
      </div>
    </header>
  )
}
