import type { Api } from '../../contracts'
import type { ApiHandlers } from '../register'
import { accountHandlers } from './account'
import { auctionHandlers } from './auction'
import { bankAccountHandlers } from './bank-account'
import { booksHandlers } from './books'
import { buyerHandlers } from './buyer'
import { buyerBillHandlers } from './buyer-bill'
import { cashBankEntryHandlers } from './cash-bank-entry'
import { companyHandlers } from './company'
import { crateHandlers } from './crate'
import { crateTypeHandlers } from './crate-type'
import { currencyHandlers } from './currency'
import { dashboardHandlers } from './dashboard'
import { buyerMarketServicesHandlers, farmerMarketServicesHandlers } from './default-services'
import { districtHandlers } from './district'
import { employeeHandlers } from './employee'
import { expenseHandlers } from './expense'
import { expenseCategoryHandlers } from './expense-category'
import { farmerHandlers } from './farmer'
import { farmerBillHandlers } from './farmer-bill'
import { ledgerHandlers } from './ledger'
import { locationHandlers } from './location'
import { marketHandlers } from './market'
import { notificationHandlers } from './notification'
import { paymentHandlers } from './payment'
import { productHandlers } from './product'
import { publicViewHandlers } from './public-view'
import { reportHandlers } from './report'
import { roleHandlers } from './role'
import { serviceHandlers } from './service'
import { tokenShareLinkHandlers } from './share-link'
import { stateHandlers } from './state'
import { talukaHandlers } from './taluka'
import { tokenHandlers } from './token'
import { trolleyAuctionHandlers } from './trolley-auction'
import { vehicleEntryHandlers } from './vehicle-entry'
import { vehicleTypeHandlers } from './vehicle-type'
import { walletHandlers } from './wallet'

/** One entry per module of `api`: a module without handlers is a type error here. */
export const apiHandlers: ApiHandlers<Api> = {
  account: accountHandlers,
  market: marketHandlers,
  location: locationHandlers,
  employee: employeeHandlers,
  farmerMarketServices: farmerMarketServicesHandlers,
  buyerMarketServices: buyerMarketServicesHandlers,
  state: stateHandlers,
  district: districtHandlers,
  taluka: talukaHandlers,
  currency: currencyHandlers,
  vehicleType: vehicleTypeHandlers,
  crateType: crateTypeHandlers,
  crate: crateHandlers,
  product: productHandlers,
  service: serviceHandlers,
  expenseCategory: expenseCategoryHandlers,
  role: roleHandlers,
  farmer: farmerHandlers,
  buyer: buyerHandlers,
  company: companyHandlers,
  vehicleEntry: vehicleEntryHandlers,
  token: tokenHandlers,
  tokenShareLink: tokenShareLinkHandlers,
  publicView: publicViewHandlers,
  auction: auctionHandlers,
  trolleyAuction: trolleyAuctionHandlers,
  farmerBill: farmerBillHandlers,
  buyerBill: buyerBillHandlers,
  payment: paymentHandlers,
  expense: expenseHandlers,
  ledger: ledgerHandlers,
  bankAccount: bankAccountHandlers,
  cashBankEntry: cashBankEntryHandlers,
  wallet: walletHandlers,
  report: reportHandlers,
  dashboard: dashboardHandlers,
  notification: notificationHandlers,
  books: booksHandlers,
}
