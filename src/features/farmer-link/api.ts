import { api } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** The staff side of the farmer's link: the slip prints one, and the office can revoke them all. */
export const shareLinkQueries = {
  forToken: (tokenKeyID: string) =>
    queryOptions({
      queryKey: ['token', 'shareLink', tokenKeyID],
      queryFn: () => call(api.tokenShareLink.getLink, { body: { tokenKeyID } }),
      // A link stays valid for weeks; printing the slip again need not make another.
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

export const useRevokeTokenLinks = () =>
  useMutation({
    mutationFn: (tokenKeyID: string) => call(api.tokenShareLink.revoke, { body: { tokenKeyID } }),
    meta: { invalidates: [['token', 'shareLink']] },
  })
