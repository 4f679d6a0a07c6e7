import { Suspense, useState } from 'react'
import { iconButton } from './icon-button'
import { Icon } from './icons'
import { lazyOnFirstUse, useFirstUse } from './on-first-use'

const drawer = lazyOnFirstUse(() => import('./settings-drawer').then((module) => module.SettingsDrawer))

/** The top bar's settings button; the drawer's code (Radix Dialog and Slider) loads on first use. */
export function SettingsButton() {
  const [open, setOpen] = useState(false)
  const opened = useFirstUse(open)
  return (
    <>
      <button
        type="button"
        aria-label="Settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => setOpen(true)}
        className={iconButton}
      >
        <Icon name="settings" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <drawer.Component open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
