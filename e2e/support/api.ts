import type { APIRequestContext, Page } from '@playwright/test'
import { api, type DataOf, type EndpointDef, type Envelope } from '../../contracts'

export interface CallInput {
  token: string
  body?: object
  query?: Record<string, string | number>
}

/**
 * Calls an endpoint of the contracts' `api` as the SPA does, with the user's token: by the endpoint's
 * own method and path, its answer typed by its contract. Takes a page (its context's cookies and base
 * URL) or a bare request context.
 */
export async function call<E extends EndpointDef>(
  client: APIRequestContext | Page,
  endpoint: E,
  { token, body, query }: CallInput,
): Promise<Envelope<DataOf<E>>> {
  const request = 'request' in client ? client.request : client
  const url = `/api/${query ? withQuery(endpoint, query) : endpoint.path}`
  const headers = { Authorization: `Bearer ${token}` }
  const response =
    endpoint.method === 'GET'
      ? await request.get(url, { headers })
      : await request.post(url, { headers, data: body ?? {} })
  return response.json()
}

/** An endpoint of `api`, or one with its query (`withQuery`). */
export type Target = EndpointDef | string

/** An endpoint's path with its query (`Buyer/GetBuyerModel?BuyerKeyID=…`), for a GET with parameters. */
export const withQuery = (endpoint: EndpointDef, query: Record<string, string | number>): string =>
  `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]))}`

const pathOf = (target: Target) => (typeof target === 'string' ? target : target.path)

/** `call` with the answer typed by the caller; a path with a query is a GET, or a POST with a body. */
export async function callApi<T = never>(
  request: APIRequestContext,
  token: string,
  target: Target,
  data?: object,
): Promise<Envelope<T>> {
  if (typeof target !== 'string') return call(request, target, { token, body: data }) as Promise<Envelope<T>>
  const headers = { Authorization: `Bearer ${token}` }
  const response = data
    ? await request.post(`/api/${target}`, { headers, data })
    : await request.get(`/api/${target}`, { headers })
  return response.json()
}

/** The data of a call that must succeed; a refusal fails with the server's message. */
export async function apiData<T>(
  request: APIRequestContext,
  token: string,
  target: Target,
  body?: object,
): Promise<T> {
  const answer = await callApi<T>(request, token, target, body)
  if (!answer.responseData) throw new Error(`${pathOf(target)}: ${answer.errorMessage}`)
  return answer.responseData.data
}

/** One page of a list (first page of 10 unless `body` says otherwise). */
export async function listPage<T>(
  request: APIRequestContext,
  token: string,
  list: Target,
  body: object = {},
): Promise<{ data: T[]; totalCount: number }> {
  const answer = await callApi<T[]>(request, token, list, { pageNo: 0, pageSize: 10, ...body })
  if (!answer.responseData)
    throw new Error(`${typeof list === 'string' ? list : list.path}: ${answer.errorMessage}`)
  return { data: answer.responseData.data, totalCount: answer.responseData.totalCount ?? 0 }
}

/** The key of the market named exactly `name`. */
export async function marketKeyOf(request: APIRequestContext, token: string, name: string): Promise<string> {
  const { data } = await listPage<{ marketKeyID: string; marketPlaceName: string }>(
    request,
    token,
    api.market.list,
    { searchKeyword: name },
  )
  const market = data.find((row) => row.marketPlaceName === name)
  if (!market) throw new Error(`No market named ${name}`)
  return market.marketKeyID
}

/** Every row of a list for `body`'s filters, fetched in pages of 100 (for sums to check a footer against). */
export async function everyRow<T>(
  request: APIRequestContext,
  token: string,
  list: Target,
  body: object,
): Promise<T[]> {
  const rows: T[] = []
  for (let pageNo = 0; ; pageNo++) {
    const page = await listPage<T>(request, token, list, { ...body, pageNo, pageSize: 100 })
    rows.push(...page.data)
    if (page.data.length < 100 || rows.length >= page.totalCount) return rows
  }
}
