import { Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { useGlobalLoader } from './global-loader'
import { RouteProgressBar } from './layout/progress-bar'
import { pageTitle } from './title'
import { useHeading } from './use-heading'

/** Around every page, signed in or not: the tab title, the page-load bar and the global loader. */
export function RootLayout() {
  const heading = useHeading()
  const loading = useGlobalLoader()

  useEffect(() => {
    document.title = pageTitle(heading)
  }, [heading])

  return (
    <>
      <RouteProgressBar />
      <Outlet />
      {loading && <FullScreenLoader />}
    </>
  )
}
