import { useSyncExternalStore } from 'react'

/** A value outside React that components subscribe to (session, loader flag, shared dates). */
export interface Store<T> {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/** `init` runs on first read, so storage is read when the app starts, not when a module loads. */
export function createStore<T>(init: () => T): Store<T> {
  let value: { current: T } | null = null
  const listeners = new Set<() => void>()
  const get = () => {
    value ??= { current: init() }
    return value.current
  }
  return {
    get,
    set: (next) => {
      if (value && Object.is(value.current, next)) return
      value = { current: next }
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const useStore = <T>(store: Store<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get)
