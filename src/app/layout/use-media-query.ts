import { useSyncExternalStore } from 'react'

/** The breakpoints the shell switches on. */
export const MEDIUM_UP = '(min-width: 900px)'
export const LARGE_UP = '(min-width: 1200px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
