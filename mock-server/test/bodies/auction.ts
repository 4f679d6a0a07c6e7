import type { FastifyInstance } from 'fastify'
import { AUCTION_LINE_STATUS, api, TROLLEY_AUCTION_STATUS } from '../../../contracts'
import { data } from '../support'
import { type BodyMakers, firstRow, one } from './body'

const reason = 'Buyer backed out'

/** The newest Sold line's model: a line that may still be weighed, changed or cancelled. */
async function soldLine(app: FastifyInstance, token: string) {
  const line = await firstRow(app, token, api.auction.list, { status: AUCTION_LINE_STATUS.Sold })
  if (!line) return null
  return data(app, api.auction.model, { token, query: { AuctionLineKeyID: String(line.auctionLineKeyID) } })
}

/** The newest trolley lot whose rate is fixed and not yet weighed. */
const liveLot = (app: FastifyInstance, token: string) =>
  firstRow(app, token, api.trolleyAuction.list, { status: TROLLEY_AUCTION_STATUS.RateFixed })

/** The auction's calls besides its AddUpdates, on the newest Sold line and the newest live trolley lot. */
export const auctionBodies: BodyMakers = {
  'auction.queue': async (app, token) => {
    const line = await soldLine(app, token)
    return one(line && { marketKeyID: line.marketKeyID })
  },
  'auction.tokenLines': async (app, token) => {
    const line = await soldLine(app, token)
    return one(line && { tokenKeyID: line.tokenKeyID })
  },
  'auction.rateContext': async (app, token) => {
    const line = await soldLine(app, token)
    return one(line && { marketKeyID: line.marketKeyID, tokenKeyID: line.tokenKeyID, gradeID: line.gradeID })
  },
  'auction.saveWeight': async (app, token) => {
    const line = await soldLine(app, token)
    return one(line && { auctionLineKeyID: line.auctionLineKeyID, netWeightKg: 150, confirmWarnings: true })
  },
  'auction.cancel': async (app, token) => {
    const line = await soldLine(app, token)
    return one(line && { auctionLineKeyID: line.auctionLineKeyID, reason })
  },
  'trolleyAuction.queue': async (app, token) => {
    const lot = await liveLot(app, token)
    if (!lot) return null
    const model = await data(app, api.trolleyAuction.model, {
      token,
      query: { TrolleyAuctionKeyID: String(lot.trolleyAuctionKeyID) },
    })
    return [{ marketKeyID: model.marketKeyID }]
  },
  'trolleyAuction.cancel': async (app, token) => {
    const lot = await liveLot(app, token)
    return one(lot && { trolleyAuctionKeyID: lot.trolleyAuctionKeyID, reason })
  },
}
