import type { Api } from '../../contracts'
import type { ApiHandlers } from '../register'
import { accountHandlers } from './account'
import { buyerMarketServicesHandlers, farmerMarketServicesHandlers } from './default-services'
import { employeeHandlers } from './employee'
import { locationHandlers } from './location'
import { marketHandlers } from './market'

/** One entry per module of `api`: a module without handlers is a type error here. */
export const apiHandlers: ApiHandlers<Api> = {
  account: accountHandlers,
  market: marketHandlers,
  location: locationHandlers,
  employee: employeeHandlers,
  farmerMarketServices: farmerMarketServicesHandlers,
  buyerMarketServices: buyerMarketServicesHandlers,
}
