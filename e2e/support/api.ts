import type { APIRequestContext } from '@playwright/test'
import type { Envelope } from '../../contracts'

/** Calls the API with the user's token, as the SPA does: POST with a body, GET without one. */
export async function callApi<T = never>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: object,
): Promise<Envelope<T>> {
  const headers = { Authorization: `Bearer ${token}` }
  const response = data
    ? await request.post(`/api/${path}`, { headers, data })
    : await request.get(`/api/${path}`, { headers })
  return response.json()
}

/** One page of a list (first page of 10 unless `body` says otherwise). */
export async function listPage<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: object = {},
): Promise<{ data: T[]; totalCount: number }> {
  const answer = await callApi<T[]>(request, token, path, { pageNo: 0, pageSize: 10, ...body })
  if (!answer.responseData) throw new Error(`${path}: ${answer.errorMessage}`)
  return { data: answer.responseData.data, totalCount: answer.responseData.totalCount ?? 0 }
}

/** The key of the market named exactly `name`. */
export async function marketKeyOf(request: APIRequestContext, token: string, name: string): Promise<string> {
  const { data } = await listPage<{ marketKeyID: string; marketPlaceName: string }>(
    request,
    token,
    'Market/GetMarketList',
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
  path: string,
  body: object,
): Promise<T[]> {
  const rows: T[] = []
  for (let pageNo = 0; ; pageNo++) {
    const page = await listPage<T>(request, token, path, { ...body, pageNo, pageSize: 100 })
    rows.push(...page.data)
    if (page.data.length < 100 || rows.length >= page.totalCount) return rows
  }
}
