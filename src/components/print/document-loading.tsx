import { LoadState } from '@/components/ui/load-state'

interface Loading {
  error: Error | null
  refetch: () => unknown
}

/** What a printed document shows until everything it prints has arrived: a spinner, or the failure and Retry. */
export function DocumentLoading({ label, queries }: { label: string; queries: readonly Loading[] }) {
  return (
    <div className="mx-auto max-w-lg p-6">
      <LoadState
        label={label}
        error={queries.find((q) => q.error)?.error ?? null}
        onRetry={() => {
          for (const q of queries) void q.refetch()
        }}
      />
    </div>
  )
}
