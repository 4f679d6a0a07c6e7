import { createStore, useStore } from '@/lib/store'

/** How many tasks want the full-screen loader; it shows while any does. */
const pending = createStore(() => 0)

/** The full-screen loader covers the app while `work` runs (switching market, signing out). */
export async function withGlobalLoader<T>(work: () => Promise<T>): Promise<T> {
  pending.set(pending.get() + 1)
  try {
    return await work()
  } finally {
    pending.set(pending.get() - 1)
  }
}

export const useGlobalLoader = (): boolean => useStore(pending) > 0
