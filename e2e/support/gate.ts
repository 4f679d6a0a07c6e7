import type { APIRequestContext, Page } from '@playwright/test'
import { api, TOKEN_STATUS, VEHICLE_ENTRY_STATUS } from '../../contracts'
import { callApi, marketKeyOf, withQuery } from './api'
import { beforeFirstLoad, storeMarket } from './session'

/** The demo market with a live gate today (19 vehicles In or Out, 39 tokens). */
export const GATE_MARKET = 'Pimpalgaon Baswant'

/**
 * Chooses `name` in the top bar's Select Market (which lands on the dashboard). Before the app's first
 * load (`signIn.beforeGoto`) it stores the same choice instead, and the test's next `page.goto` opens in it.
 */
export async function selectMarket(page: Page, name = GATE_MARKET) {
  if (beforeFirstLoad(page)) return storeMarket(page, name)
  const select = page.getByRole('combobox', { name: 'Select Market' })
  // The market a user last worked in opens already chosen, and choosing it again changes nothing.
  if ((await select.innerText()).trim() === name) {
    if (!/\/dashboard$/.test(page.url())) await page.goto('/dashboard')
    return
  }
  await select.click()
  await page.getByRole('option', { name, exact: true }).click()
  await page.waitForURL(/\/dashboard$/)
}

interface Farmer {
  farmerKeyID: string
  farmerCode: number
  farmerName: string
}

/** The farmers assigned to the market, as the token lines offer them. */
export async function marketFarmers(request: APIRequestContext, token: string, market = GATE_MARKET) {
  const marketKeyID = await marketKeyOf(request, token, market)
  const answer = await callApi<Farmer[]>(
    request,
    token,
    withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
  )
  return { marketKeyID, farmers: answer.responseData?.data ?? [] }
}

interface SavedEntry {
  vehicleEntryKeyID: string
  entryNo: number
  vehicleNo: string
  tokens: { tokenKeyID: string; tokenNo: number }[]
}

/** A trolley In at the gate with one farmer's lot, made through the API. */
export async function addTrolley(
  request: APIRequestContext,
  token: string,
  vehicleNo: string,
  loadedWeightKg: number,
): Promise<SavedEntry> {
  const { marketKeyID, farmers } = await marketFarmers(request, token)
  const answer = await callApi<SavedEntry>(request, token, api.vehicleEntry.addUpdate, {
    marketKeyID,
    vehicleNo,
    vehicleTypeID: 1,
    transportationType: 2,
    loadedWeightKg,
    tokens: [{ farmerKeyID: farmers[0]!.farmerKeyID, productID: 2, declaredCrates: 0, gradingType: 0 }],
  })
  if (!answer.responseData) throw new Error(`AddUpdateVehicleEntry: ${answer.errorMessage}`)
  return answer.responseData.data
}

/** The API's "today" (the mock server's fixed business date). */
const TODAY_RANGE = { fromDate: '2026-11-21', toDate: '2026-11-21' }

export interface EntryRow {
  vehicleEntryKeyID: string
  entryNo: number
  vehicleNo: string
  transportationType: number
  farmerNames: string[]
  status: number
}

export interface TokenRow {
  tokenKeyID: string
  tokenNo: number
  vehicleNo: string
  farmerCode: number
  farmerName: string
  productID: number
  productName: string
  transportationType: number
  declaredCrates: number
  status: number
}

interface EntryModel extends EntryRow {
  tokens: { tokenNo: number; status: number; farmerName: string }[]
}

/** Today's vehicle entries of the gate market, newest first, and how many there are. */
export async function todaysEntries(request: APIRequestContext, token: string) {
  const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
  const body = {
    marketKeyID,
    ...TODAY_RANGE,
    pageNo: 0,
    pageSize: 100,
    sortingColumnName: 'entryNo',
    sortingDirection: 'desc',
  }
  const answer = await callApi<EntryRow[]>(request, token, api.vehicleEntry.list, body)
  return { rows: answer.responseData?.data ?? [], total: answer.responseData?.totalCount ?? 0 }
}

/** Today's tokens of the gate market, newest first, and how many there are. */
export async function todaysTokens(request: APIRequestContext, token: string) {
  const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
  const body = {
    marketKeyID,
    ...TODAY_RANGE,
    pageNo: 0,
    pageSize: 100,
    sortingColumnName: 'tokenNo',
    sortingDirection: 'desc',
  }
  const answer = await callApi<TokenRow[]>(request, token, api.token.list, body)
  return { rows: answer.responseData?.data ?? [], total: answer.responseData?.totalCount ?? 0 }
}

/** Today's first entry still In whose tokens match `wanted` (all Open, or one already past Open). */
export async function entryInWith(
  request: APIRequestContext,
  token: string,
  wanted: 'allOpen' | 'onePastOpen',
): Promise<EntryModel> {
  const { rows } = await todaysEntries(request, token)
  for (const row of rows.filter((r) => r.status === VEHICLE_ENTRY_STATUS.In)) {
    const answer = await callApi<EntryModel>(
      request,
      token,
      withQuery(api.vehicleEntry.model, { VehicleEntryKeyID: row.vehicleEntryKeyID }),
    )
    const entry = answer.responseData!.data
    const allOpen = entry.tokens.every((t) => t.status === TOKEN_STATUS.Open)
    if (wanted === 'allOpen' ? allOpen : !allOpen) return entry
  }
  throw new Error(`No entry In today with ${wanted} tokens`)
}
