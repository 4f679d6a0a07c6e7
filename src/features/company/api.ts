import { api, type CompanyFormInput } from '@contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api-client'

/** The signed-in user's firm (every bill prints its header). */
export const companyQueries = {
  model: () =>
    queryOptions({
      queryKey: ['company', 'model'],
      queryFn: () => call(api.company.model, {}),
    }),
}

export const useUpdateCompany = () =>
  useMutation({
    mutationFn: (body: CompanyFormInput) => call(api.company.update, { body }),
    meta: { invalidates: [['company']] },
  })
