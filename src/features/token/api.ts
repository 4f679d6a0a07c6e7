import { api, type BodyInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import { moduleKeys } from '@/lib/query-keys'

export const tokenKeys = moduleKeys('token')

/** Grading or cancelling a token changes its vehicle entry's row too (its tokens and their states). */
const meta = { invalidates: [tokenKeys.all, ['vehicleEntry']] } as const

export const tokenQueries = {
  list: (request: BodyInput<typeof api.token.list>) =>
    queryOptions({
      queryKey: tokenKeys.list(request),
      queryFn: () => call(api.token.list, { body: request }),
    }),
  model: (tokenKeyID: string | null) =>
    queryOptions({
      queryKey: tokenKeys.model(tokenKeyID),
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
