import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** Grading or cancelling a token changes its vehicle entry's row too (its tokens and their states). */
const meta = { invalidates: [['token'], ['vehicleEntry']] } as const

export const tokenQueries = {
  list: (request: BodyInput<typeof api.token.list>) =>
    queryOptions({
      queryKey: ['token', 'list', request],
      queryFn: () => call(api.token.list, { body: request }),
    }),
  model: (tokenKeyID: string | null) =>
    queryOptions({
      queryKey: ['token', 'model', tokenKeyID],
      queryFn: () => call(api.token.model, { query: { TokenKeyID: tokenKeyID ?? '' } }),
      enabled: Boolean(tokenKeyID),
    }),
}

export const useSaveTokenGrading = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.token.saveGrading>) => call(api.token.saveGrading, { body }),
    meta,
  })

export const useCancelToken = () =>
  useMutation({
    mutationFn: (body: BodyInput<typeof api.token.cancel>) => call(api.token.cancel, { body }),
    meta,
  })
