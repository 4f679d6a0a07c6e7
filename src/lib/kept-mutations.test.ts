import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { keptMutationState } from './kept-mutations'

const mutation = (status: 'pending' | 'error', isPaused: boolean) => ({
  mutationKey: ['auction', 'line'],
  scope: { id: 'auction-lines' },
  state: {
    context: undefined,
    data: undefined,
    error: status === 'error' ? new ApiError('Only 4 crates are left.', 400) : null,
    failureCount: 0,
    failureReason: null,
    isPaused,
    status,
    variables: { crates: 6 },
    submittedAt: 1,
  },
})

describe('keptMutationState', () => {
  it('stores a save still on its way as paused, so a reload sends it again', () => {
    const client = {
      timestamp: 1,
      buster: '',
      clientState: { queries: [], mutations: [mutation('pending', false), mutation('error', false)] },
    } as unknown as PersistedClient
    const [onItsWay, refused] = keptMutationState(client).clientState.mutations
    expect(onItsWay?.state.isPaused).toBe(true)
    expect(onItsWay?.state.variables).toEqual({ crates: 6 })
    // A refused save stays refused: sending it again is the user's choice.
    expect(refused?.state).toMatchObject({ status: 'error', isPaused: false })
    // With the server's message, which JSON would drop from an Error.
    expect(JSON.parse(JSON.stringify(refused?.state.error))).toMatchObject({
      message: 'Only 4 crates are left.',
      status: 400,
    })
  })
})
