import { ApiError } from './api-client'

/** A failure that may pass later: no answer at all (status 0) or the server failing (5xx). */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500)

/** How long to wait before trying the server again, growing while it keeps failing. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000] as const

/**
 * For a save that must not be lost: retried without end while the failure is transient, never when
 * the server refused it. TanStack Query pauses a mutation on its own only while the browser is
 * offline; a server answering 5xx (or not at all) behind a working connection is instead retried
 * after a growing delay, and the saves of the same scope wait behind it, paused, in order.
 */
export const untilServerAnswers = {
  retry: (_failures: number, error: unknown) => isTransient(error),
  retryDelay: (failures: number) => RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? 0,
} as const
