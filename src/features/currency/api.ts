import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

export const currencyApi = crudApi('currency', api.currency, 'CurrencyID')
