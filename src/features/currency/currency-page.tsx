import { type CurrencyRow, MODULE } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { StatusFilter } from '@/components/data-table'
import { formatDenomination } from '@/components/money'
import { currencyApi } from './api'
import { currencyColumns } from './columns'
import { currencyForm } from './currency-form'

/** /currency-list: the notes and coins the market wallet counts at day close. */
export const CurrencyPage = masterPage({
  noun: 'Currency',
  label: 'Currencies',
  moduleId: MODULE.Currency,
  calls: currencyApi,
  columns: currencyColumns,
  rowKey: (currency: CurrencyRow) => currency.currencyID,
  rowName: (currency) => formatDenomination(currency.denomination),
  form: currencyForm,
  filters: <StatusFilter />,
  exportName: 'currencies',
})
