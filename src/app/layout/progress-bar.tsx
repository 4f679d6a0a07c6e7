import { useRouterState } from '@tanstack/react-router'

/**
 * A thin light-blue bar at the top while a page (a lazy route chunk or its data) loads.
 * It eases towards 85% for as long as loading lasts, since the real progress is unknown.
 */
export function RouteProgressBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  if (!loading) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px]"
    >
      <div className="h-full w-[85%] bg-loader transition-[width] duration-[8000ms] ease-out starting:w-[5%]" />
    </div>
  )
}
