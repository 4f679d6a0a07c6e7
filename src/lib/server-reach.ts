import { onlineManager } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** A failure that may pass later: no answer at all (status 0) or the server failing (5xx). */
export const isTransient = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500)

/** How long to wait before trying the server again, growing while it keeps failing. */
export const RECHECK_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000] as const

let failures = 0
let recheck: ReturnType<typeof setTimeout> | undefined

/**
 * TanStack Query pauses mutations only while it thinks the device is offline; a server answering
 * 5xx (or not at all) behind a working connection looks online. So a transient failure marks the
 * app offline: the failed mutation pauses instead of giving up, later ones wait behind it, and after
 * a growing delay the app goes "online" again, which resumes the paused mutations in order. The
 * first of them is the probe: if it fails again, it lands back here.
 */
export function reportUnreachable(): void {
  onlineManager.setOnline(false)
  if (recheck) return
  const delay = RECHECK_DELAYS_MS[Math.min(failures, RECHECK_DELAYS_MS.length - 1)]
  failures += 1
  recheck = setTimeout(() => {
    recheck = undefined
    // While the browser itself is offline its own 'online' event brings the app back.
    if (typeof navigator === 'undefined' || navigator.onLine) onlineManager.setOnline(true)
  }, delay)
}

/** An answer came back: the next failure starts again from the shortest delay. */
export function reportReachable(): void {
  failures = 0
}

/**
 * Wraps a call so that its transient failures pause the app as above. For mutations whose
 * `retry` is `isTransient`: the failure is retried after the pause, never dropped.
 */
export async function pausingOnFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    const result = await run()
    reportReachable()
    return result
  } catch (error) {
    if (isTransient(error)) reportUnreachable()
    else reportReachable()
    throw error
  }
}
