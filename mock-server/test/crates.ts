import { api, CRATE_DIRECTION, type CrateBalanceRow, PARTY_TYPE } from '../../contracts'
import type { SeededServer } from './support'
import { TODAY } from './support'

export interface CrateFixture {
  marketKeyID: string
  partyKeyID: string
  /** The fixture farmer's balance of type 1 in a balance list. */
  balanceOf: (rows: readonly CrateBalanceRow[]) => number
}

/**
 * Narayangaon (a tomato market) and one of its farmers: the seeded farmer holding the most crates, or
 * with `fresh`, one that has never had a crate.
 */
export async function crateFixture(server: SeededServer, { fresh = false } = {}): Promise<CrateFixture> {
  const [market] = await server.data(api.market.list, {
    body: { pageNo: 0, pageSize: 1, searchKeyword: 'Narayangaon' },
  })
  const marketKeyID = market!.marketKeyID
  const farmers = await server.data(api.farmer.lookup, { query: { MarketKeyID: marketKeyID } })
  const rows = await server.allRows(api.crate.balanceList, { marketKeyID, partyType: PARTY_TYPE.Farmer })
  const holders = new Set(rows.map((r) => r.partyKeyID))
  const partyKeyID = fresh
    ? await freshFarmer(server, marketKeyID, holders)
    : (rows.find((r) => r.crateTypeID === 1)?.partyKeyID ?? farmers[0]!.farmerKeyID)
  return {
    marketKeyID,
    partyKeyID,
    balanceOf: (list) => list.find((r) => r.partyKeyID === partyKeyID && r.crateTypeID === 1)?.balance ?? 0,
  }
}

/** An active farmer of the firm with no crates in the market, taken on by it. */
async function freshFarmer(server: SeededServer, marketKeyID: string, holders: ReadonlySet<string>) {
  const farmers = await server.data(api.farmer.list, { body: { pageNo: 0, pageSize: 100 } })
  const { farmerKeyID } = farmers.find((f) => f.isActive && !holders.has(f.farmerKeyID))!
  await server.data(api.farmer.assignMarket, {
    body: { marketKeyID, farmerKeyIDs: [farmerKeyID], assign: true },
  })
  return farmerKeyID
}

/** A movement of the fixture farmer's type-1 crates today, crates going out unless changed. */
export const movementBody = (f: CrateFixture, change: Record<string, unknown>) => ({
  marketKeyID: f.marketKeyID,
  movementDate: TODAY,
  partyType: PARTY_TYPE.Farmer,
  partyKeyID: f.partyKeyID,
  crateTypeID: 1,
  direction: CRATE_DIRECTION.Out,
  quantity: 1,
  tokenKeyID: '',
  remarks: '',
  ...change,
})
