import { type ComponentType, lazy, useState } from 'react'

/**
 * A component whose code is left out of the first load. `preload` starts fetching it (when the
 * pointer or focus reaches the button that opens it); rendering it fetches it if nothing did. One
 * fetch serves both; a failed one is forgotten, so the next use tries again (and rendering shows the
 * error if that fails too).
 */
export function lazyOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return {
    Component: lazy(fetchOnce),
    preload: () => {
      fetchOnce().catch(() => undefined)
    },
  }
}

/**
 * True from the first render where `used` is true. A part loaded on first use renders only then, and
 * stays mounted afterwards so its closing (focus return) runs like any other's.
 */
export function useFirstUse(used: boolean): boolean {
  const [seen, setSeen] = useState(used)
  if (used && !seen) setSeen(true)
  return seen || used
}
