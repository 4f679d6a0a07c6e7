import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../../contracts'
import { listPage } from './api'
import { openPage, rowWithCell, tableRows } from './ui'

export const SEEDED_TOTAL = 28

export const table = (page: Page) => page.getByRole('table', { name: 'Markets' })
export const rows = (page: Page) => tableRows(page, 'Markets')
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
export const marketRow = (page: Page, name: string) => rowWithCell(page, 'Markets', name)

export interface ListBody {
  pageNo?: number
  searchKeyword?: string
  sortingColumnName?: string
  sortingDirection?: string
  fromDate?: string
  toDate?: string
}

/** What the API itself answers for a list request, asked with the signed-in user's token. */
export const apiList = (request: APIRequestContext, token: string, body: ListBody = {}) =>
  listPage<{ marketPlaceName: string }>(request, token, api.market.list, body)

export const openList = (page: Page, query = '') => openPage(page, `/market-list${query}`, 'Market List')
