import type { APIRequestContext, Page } from '@playwright/test'
import { callApi, marketKeyOf } from './api'

/** The demo market with a live gate today (19 vehicles In or Out, 39 tokens). */
export const GATE_MARKET = 'Pimpalgaon Baswant'

/** Chooses `name` in the top bar's Select Market (which lands on the dashboard). */
export async function selectMarket(page: Page, name = GATE_MARKET) {
  await page.getByRole('combobox', { name: 'Select Market' }).click()
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
    `Farmer/GetFarmerLookupList?MarketKeyID=${marketKeyID}`,
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
  const answer = await callApi<SavedEntry>(request, token, 'VehicleEntry/AddUpdateVehicleEntry', {
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
