import type { APIRequestContext } from '@playwright/test'
import { api, type CrateBalanceRow, PARTY_TYPE } from '../../contracts'
import { apiData, listPage, marketKeyOf, withQuery } from './api'

/** A tomato market with a month of crate traffic in the seed. */
export const CRATE_MARKET = 'Narayangaon'

/**
 * The active farmer holding the market's oldest crates (the balance list puts overdue holders first;
 * a farmer made Inactive may hold older ones, but the pickers offer only active farmers), with his
 * lookup row: the code the pickers find him by and the mobile a WhatsApp link goes to.
 */
export async function oldestFarmerHolder(request: APIRequestContext, token: string) {
  const marketKeyID = await marketKeyOf(request, token, CRATE_MARKET)
  const { data } = await listPage<CrateBalanceRow>(request, token, api.crate.balanceList, {
    marketKeyID,
    partyType: PARTY_TYPE.Farmer,
    pageSize: 100,
  })
  const farmers = await apiData<{ farmerKeyID: string; farmerCode: number; mobileNo: string }[]>(
    request,
    token,
    withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
  )
  const holder = data.find((row) => farmers.some((f) => f.farmerKeyID === row.partyKeyID))!
  const farmer = farmers.find((f) => f.farmerKeyID === holder.partyKeyID)!
  return { marketKeyID, holder, farmer }
}
