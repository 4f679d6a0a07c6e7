import { Button, Spinner } from './button'

export interface LoadStateProps {
  /** Names the section being loaded, for screen readers. */
  label: string
  /** Set when loading failed: its message and a Retry replace the spinner. */
  error: Error | null
  onRetry: () => void
}

/** What a page section shows until its record arrives: a spinner, or the failure with Retry. */
export function LoadState({ label, error, onRetry }: LoadStateProps) {
  return (
    <section aria-label={label} className="rounded-app border border-slate-200 bg-white p-6 shadow-sm">
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-700">{error.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner className="h-5 w-5 text-brand-600" /> Loading…
        </p>
      )}
    </section>
  )
}
