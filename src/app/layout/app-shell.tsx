import { type ReactNode, useState } from 'react'
import { KeysHelp } from '@/components/form/keys-help'
import { cn } from '@/lib/cn'
import { MarketProvider } from '../market-context'
import { PageHeader } from './page-header'
import { ShellFooter } from './shell-footer'
import { SideDrawer } from './side-drawer'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { LARGE_UP, MEDIUM_UP, useMediaQuery } from './use-media-query'

/** The signed-in frame around every screen: top bar, side menu, breadcrumbs, heading. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <MarketProvider>
      <Frame>{children}</Frame>
    </MarketProvider>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const permanent = useMediaQuery(MEDIUM_UP)
  const large = useMediaQuery(LARGE_UP)
  const [open, setOpen] = useState(permanent)
  // Crossing the medium breakpoint resets the drawer: open beside the page, closed over it.
  const [wasPermanent, setWasPermanent] = useState(permanent)
  if (wasPermanent !== permanent) {
    setWasPermanent(permanent)
    setOpen(permanent)
  }

  return (
    <div className="min-h-full bg-white">
      {/* A printed screen (a patti) is its content alone. */}
      <div className="print:hidden">
        <TopBar menuOpen={open} onToggleMenu={() => setOpen((value) => !value)} />
        <SideDrawer open={open} onOpenChange={setOpen} permanent={permanent}>
          {/* Below the large breakpoint choosing an entry closes the drawer. */}
          <SideMenu onPick={() => !large && setOpen(false)} />
        </SideDrawer>
      </div>
      <main
        className={cn(
          'min-h-screen pt-[88px] transition-[margin] duration-200 print:min-h-0 print:pt-0',
          permanent && open && 'ml-[260px] print:ml-0',
        )}
      >
        <div className="min-h-[calc(100vh-88px)] rounded-t-[calc(var(--radius-app)*1.5)] bg-slate-100 p-4 sm:mx-5 sm:p-6 print:m-0 print:min-h-0 print:bg-white print:p-0">
          <PageHeader />
          {children}
          <ShellFooter />
        </div>
      </main>
      <KeysHelp />
    </div>
  )
}
