import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { type Mutation, type MutationKey, matchMutation, type QueryClient } from '@tanstack/react-query'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'

export interface KeptMutationsOptions {
  /** The local-storage key; one per user, so a later sign-in never sends another user's saves. */
  storageKey: string
  /** The mutations kept: every one whose key starts with this. */
  mutationKey: MutationKey
}

/** An Error's message and status are not own enumerable fields: JSON would keep neither. */
const plainError = (error: Error | null): Error | null =>
  error &&
  ({ name: error.name, message: error.message, status: (error as { status?: number }).status } as Error)

/**
 * A saved request that has not been answered yet, or was refused, is still the user's work: kept so
 * a reload finds it, with the server's message. One that was on its way when the page closed comes
 * back paused, so it is sent again when the app resumes paused mutations.
 */
export function keptMutationState(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) => ({
    ...mutation,
    state: {
      ...mutation.state,
      isPaused: mutation.state.isPaused || mutation.state.status === 'pending',
      error: plainError(mutation.state.error),
      failureReason: plainError(mutation.state.failureReason),
    },
  }))
  return { ...client, clientState: { ...client.clientState, mutations } }
}

const started = new Map<string, Promise<void>>()

/**
 * Keeps the matching mutations of `client` in local storage and restores them (paused, refused) on
 * the first call per key. Resolves once restored; the caller resumes them. Every change is written
 * at once (no throttle): a reload right after Enter must still find the line.
 */
export function keepMutations(client: QueryClient, { storageKey, mutationKey }: KeptMutationsOptions) {
  let restoring = started.get(storageKey)
  if (restoring) return restoring
  let written: string | null = null
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => {
        // Queries change every few seconds; the kept mutations seldom do.
        if (value === written) return
        written = value
        localStorage.setItem(key, value)
      },
      removeItem: (key) => localStorage.removeItem(key),
    },
    key: storageKey,
    throttleTime: 0,
    serialize: (persisted) => JSON.stringify(keptMutationState(persisted)),
  })
  const kept = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
    matchMutation({ mutationKey }, mutation) &&
    (mutation.state.status === 'pending' || mutation.state.status === 'error')
  restoring = persistQueryClientRestore({ queryClient: client, persister, maxAge: Number.POSITIVE_INFINITY })
    .catch((error: unknown) => console.error('Kept saves could not be read', error))
    .then(() => {
      persistQueryClientSubscribe({
        queryClient: client,
        persister,
        dehydrateOptions: { shouldDehydrateQuery: () => false, shouldDehydrateMutation: kept },
      })
    })
  started.set(storageKey, restoring)
  return restoring
}
