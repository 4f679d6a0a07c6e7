import { expect } from 'vitest'
import { type AddUpdateMarketRequest, api, type MarketRow } from '../../contracts'
import { call, data, type SeededServer } from './support'

/** The market tests' calls and a new market's body, as the demo owner of a file's seeded server. */
export function marketKit(server: SeededServer) {
  const list = (body: object, token = server.demo.token) =>
    call(server.app, api.market.list, { token, body: { pageNo: 0, pageSize: 10, ...body } })

  /** Every market of the demo firm, in the server's default order. */
  async function allMarkets(body: object = {}): Promise<MarketRow[]> {
    const answer = await list({ pageSize: 100, ...body })
    expect(answer.status).toBe(200)
    return answer.body.responseData!.data
  }

  const names = (rows: readonly { marketPlaceName: string }[]) => rows.map((r) => r.marketPlaceName)

  async function placeIDs(district: string, taluka: string) {
    const states = await data(server.app, api.location.stateLookup, { token: server.demo.token })
    const stateID = states.find((s) => s.stateName === 'Maharashtra')!.stateID
    const districts = await data(server.app, api.location.districtLookup, {
      token: server.demo.token,
      query: { StateID: stateID },
    })
    const districtID = districts.find((d) => d.districtName === district)!.districtID
    const talukas = await data(server.app, api.location.talukaLookup, {
      token: server.demo.token,
      query: { DistrictID: districtID },
    })
    return { stateID, districtID, talukaID: talukas.find((t) => t.talukaName === taluka)!.talukaID }
  }

  async function newMarket(change: Partial<AddUpdateMarketRequest> = {}): Promise<AddUpdateMarketRequest> {
    return {
      marketPlaceName: 'Otur',
      ...(await placeIDs('Pune', 'Junnar')),
      marketMobileNo: '9876543210',
      marketAddress: 'Market Yard, Otur',
      paymentQRPhotoUrl: '/api/files/seed-qr-narayangaon.png',
      marketKeyID: '',
      userKeyID: server.demo.userKeyID,
      companyKeyID: server.demo.companyKeyID,
      ...change,
    }
  }

  const save = (body: unknown, token = server.demo.token) =>
    call(server.app, api.market.addUpdate, { token, body })

  return { list, allMarkets, names, placeIDs, newMarket, save }
}
