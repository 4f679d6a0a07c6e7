import type { EndpointDef, RequestOf, ResultOf } from '@contracts'
import { useCallback, useEffect, useState } from 'react'
import { ApiError, call } from '@/lib/api-client'

export type PublicState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; status: number; message: string }

/**
 * One read without sign-in, kept out of TanStack Query so the farmer's phone downloads only this page:
 * it reads once, and again on `retry`.
 */
export function usePublicRead<E extends EndpointDef>(endpoint: E, request: RequestOf<E>) {
  const [state, setState] = useState<PublicState<ResultOf<E>>>({ kind: 'loading' })
  const key = JSON.stringify(request)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by its text
  const load = useCallback(() => {
    setState({ kind: 'loading' })
    call(endpoint, request).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          status: error instanceof ApiError ? error.status : 0,
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  }, [endpoint, key])
  useEffect(load, [load])
  return { state, retry: load }
}
