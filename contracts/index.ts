import { account } from './account'
import { buyerMarketServices, farmerMarketServices } from './default-services'
import { employee } from './employee'
import { location } from './location'
import { market } from './market'

export * from './account'
export * from './core'
export * from './default-services'
export * from './employee'
export * from './location'
export * from './market'
export * from './upload'

/** The whole API as data: the SPA calls it, the mock server registers it. */
export const api = { account, market, location, employee, farmerMarketServices, buyerMarketServices } as const
export type Api = typeof api
