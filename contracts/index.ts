import { account } from './account'
import { auction } from './auction'
import { books } from './books'
import { buyer } from './buyer'
import { buyerBill } from './buyer-bill'
import { bankAccount, cashBankEntry } from './cash-bank'
import { company } from './company'
import { crate, crateType } from './crate'
import { currency } from './currency'
import { dashboard } from './dashboard'
import { buyerMarketServices, farmerMarketServices } from './default-services'
import { employee } from './employee'
import { expense } from './expense'
import { expenseCategory } from './expense-category'
import { farmer } from './farmer'
import { farmerBill } from './farmer-bill'
import { ledger } from './ledger'
import { districtMaster, location, stateMaster, talukaMaster } from './location'
import { market } from './market'
import { notification } from './notification'
import { payment } from './payment'
import { product } from './product'
import { report } from './report'
import { role } from './role'
import { service } from './service'
import { publicView, tokenShareLink } from './share-link'
import { token } from './token'
import { trolleyAuction } from './trolley-auction'
import { vehicleEntry } from './vehicle-entry'
import { vehicleType } from './vehicle-type'
import { wallet } from './wallet'

export * from './account'
export * from './auction'
export * from './billing'
export * from './books'
export * from './buyer'
export * from './buyer-bill'
export * from './cash-bank'
export * from './company'
export * from './core'
export * from './crate'
export * from './currency'
export * from './dashboard'
export * from './default-services'
export * from './employee'
export * from './expense'
export * from './expense-category'
export * from './farmer'
export * from './farmer-bill'
export * from './gate-crates'
export * from './gate-statuses'
export * from './ledger'
export * from './list-filter-values'
export * from './location'
export * from './market'
export * from './money'
export * from './money-codes'
export * from './notification'
export * from './party'
export * from './payment'
export * from './product'
export * from './report'
export * from './role'
export * from './rules'
export * from './service'
export * from './share-link'
export * from './token'
export * from './trolley-auction'
export * from './upload'
export * from './value-lists'
export * from './vehicle-entry'
export * from './vehicle-type'
export * from './wallet'

/** The whole API as data: the SPA calls it, the mock server registers it. */
export const api = {
  account,
  market,
  location,
  employee,
  farmerMarketServices,
  buyerMarketServices,
  state: stateMaster,
  district: districtMaster,
  taluka: talukaMaster,
  currency,
  vehicleType,
  crateType,
  crate,
  product,
  service,
  expenseCategory,
  role,
  farmer,
  buyer,
  company,
  vehicleEntry,
  token,
  tokenShareLink,
  publicView,
  auction,
  trolleyAuction,
  farmerBill,
  buyerBill,
  payment,
  expense,
  ledger,
  bankAccount,
  cashBankEntry,
  wallet,
  report,
  dashboard,
  notification,
  books,
} as const
export type Api = typeof api
