import type { AuctionLine } from '@contracts'
import {
  type Mutation,
  matchMutation,
  notifyManager,
  onlineManager,
  type QueryClient,
} from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { keepMutations } from '@/lib/kept-mutations'
import { getLogin } from '@/lib/storage'
import { SALE_LINE_KEY, type SaleLineVariables, setSaleLineDefaults, showSavedLine } from './api'

/** A line that waited for the server (or survived a reload) and then went through. */
export interface WentThrough {
  mutationId: number
  variables: SaleLineVariables
  at: Date
}

const SHOWN = 5
let wentThrough: readonly WentThrough[] = []
const listeners = new Set<() => void>()
const held = new Set<number>()

const isSaleLine = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  matchMutation({ mutationKey: SALE_LINE_KEY }, mutation)

function delivered(entry: WentThrough) {
  wentThrough = [entry, ...wentThrough].slice(0, SHOWN)
  for (const listener of listeners) listener()
}

/** The lines that went through after waiting, newest first. */
export const useWentThrough = (): readonly WentThrough[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wentThrough,
  )

/**
 * A saved line leaves the cache once the server has it, and in the same render the token's lines take
 * the server's copy: the row never shows twice nor goes missing. One that had to wait is announced,
 * so the clerk sees it went through.
 */
function watchDeliveries(client: QueryClient) {
  const cache = client.getMutationCache()
  cache.subscribe((event) => {
    if (!event.mutation || !isSaleLine(event.mutation)) return
    const { mutation } = event
    if (event.type === 'added' && mutation.state.isPaused) held.add(mutation.mutationId)
    if (event.type !== 'updated') return
    // A line paused only behind the one before it (same scope) has not waited for the server.
    const waited =
      event.action.type === 'failed' || (event.action.type === 'pause' && !onlineManager.isOnline())
    if (waited) held.add(mutation.mutationId)
    if (event.action.type === 'success') {
      if (held.delete(mutation.mutationId))
        delivered({
          mutationId: mutation.mutationId,
          variables: mutation.state.variables as SaleLineVariables,
          at: new Date(),
        })
      queueMicrotask(() =>
        notifyManager.batch(() => {
          cache.remove(mutation)
          showSavedLine(client, mutation.state.data as AuctionLine)
        }),
      )
    }
  })
}

let started: Promise<void> | null = null

/**
 * Starts keeping sale lines for this user: restores the ones a reload left (waiting, refused) and
 * sends the waiting ones in the order typed. Once per page.
 */
export function keepSaleLines(client: QueryClient): Promise<void> {
  started ??= (async () => {
    setSaleLineDefaults(client)
    watchDeliveries(client)
    await keepMutations(client, {
      storageKey: `auctionSaleLines:${getLogin().userKeyID}`,
      mutationKey: SALE_LINE_KEY,
    })
    await client.resumePausedMutations()
  })()
  return started
}
