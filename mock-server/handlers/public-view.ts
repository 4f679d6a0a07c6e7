import { api, SHARE_LINK_MESSAGES } from '../../contracts'
import { MAX_PUBLIC_READS_PER_ADDRESS } from '../auth/login-limiter'
import type { ServerContext } from '../context'
import { gone, notFound, tooManyRequests } from '../errors'
import { handlers } from '../register'
import { indexKey } from '../store/table'
import { productDayRates, publicLot } from './public-lot'
import { linkSecret, linkVersion, readLink } from './share-link-sign'

/**
 * Every read without sign-in counts against its address, found or not, so guessing links or walking
 * markets is as slow as reading them.
 */
function admit(ctx: ServerContext, ip: string): void {
  if (ctx.publicReads.count(ip) >= MAX_PUBLIC_READS_PER_ADDRESS)
    throw tooManyRequests(SHARE_LINK_MESSAGES.tooMany)
  ctx.publicReads.add(ip)
}

/** Crates sold per product and grade of a market day, from its live sale lines. */
function cratesSold(ctx: ServerContext, marketKeyID: string, date: string, productID: number) {
  const crates = new Map<number, number>()
  for (const line of ctx.store.auctionLines.lookup(
    'marketDayProduct',
    indexKey(marketKeyID, date, String(productID)),
  ))
    crates.set(line.gradeID, (crates.get(line.gradeID) ?? 0) + line.crates)
  return crates
}

export const publicViewHandlers = handlers(api.publicView, {
  /** Not found, revoked and tampered links look alike; only a genuine link can learn that it expired. */
  lot: ({ query, ctx, ip }) => {
    admit(ctx, ip)
    const { store } = ctx
    const secret = linkSecret(store)
    const claims = secret ? readLink(secret, query.link) : null
    const token = claims ? store.tokens.get(claims.tokenKeyID) : undefined
    if (!claims || !token || claims.version !== linkVersion(store, token.tokenKeyID))
      throw notFound(SHARE_LINK_MESSAGES.notFound)
    if (claims.expiresAt <= ctx.clock()) throw gone(SHARE_LINK_MESSAGES.expired)
    return publicLot(store, token)
  },

  rateBulletin: ({ query, ctx, ip }) => {
    admit(ctx, ip)
    const { store } = ctx
    const market = store.markets.get(query.MarketKeyID)
    if (!market) throw notFound(SHARE_LINK_MESSAGES.marketNotFound)
    const products = store.products.of(market.companyKeyID).flatMap((product) => {
      const rates = productDayRates(
        store,
        market.companyKeyID,
        market.marketKeyID,
        query.Date,
        product.productID,
      )
      if (rates.length === 0) return []
      const crates = cratesSold(ctx, market.marketKeyID, query.Date, product.productID)
      return [
        {
          productName: product.productName,
          productNameMr: product.productNameMr,
          rateUnit: product.defaultRateUnit,
          grades: rates.map(({ gradeID, gradeName, minRate, averageRate, maxRate }) => ({
            gradeName,
            minRate,
            averageRate,
            maxRate,
            crates: crates.get(gradeID) ?? 0,
          })),
        },
      ]
    })
    return { marketName: market.marketPlaceName, date: query.Date, products }
  },
})
