import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

/** A page whose data failed to load: the server's message and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div role="alert" className="rounded-app border border-red-200 bg-white p-6">
      <p className="font-semibold text-red-700">This page could not be loaded.</p>
      <p className="mt-1 text-sm text-slate-600">{error instanceof Error ? error.message : String(error)}</p>
      <Button
        className="mt-4"
        variant="secondary"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        Try again
      </Button>
    </div>
  )
}
