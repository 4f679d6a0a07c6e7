import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { listPage } from './support/api'
import { success } from './support/ui'

const MARKET = 'Pimpalgaon Baswant'
const IN = `Farmers assigned to ${MARKET}`
const OUT = `Farmers not assigned to ${MARKET}`

const list = (page: Page, name: string) => page.getByRole('region', { name })
const rows = (page: Page, name: string) => list(page, name).locator('tbody tr')
const showing = (page: Page, name: string) => list(page, name).getByText(/^Showing /)

/** How many farmers the API counts in or out of the selected market. */
async function apiCount(
  request: APIRequestContext,
  token: string,
  marketKeyID: string,
  assigned: boolean,
  searchKeyword = '',
) {
  const body = { marketKeyID, assigned, searchKeyword }
  return (await listPage(request, token, api.farmer.list, body)).totalCount
}

async function openForMarket(page: Page) {
  await page.getByRole('combobox', { name: 'Select Market' }).click()
  await page.getByRole('option', { name: MARKET, exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/farmer-assign-market')
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Assign Market' })).toBeVisible()
  return (await page.evaluate(() => localStorage.getItem('selectedMarketID'))) ?? ''
}

test.describe('farmer assign market', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test('assigns farmers to the selected market and removes them again', async ({ page, request }) => {
    const marketKeyID = await openForMarket(page)
    const inside = await apiCount(request, token, marketKeyID, true)
    const outside = await apiCount(request, token, marketKeyID, false)
    expect(inside).toBeGreaterThan(10)
    await expect(showing(page, IN)).toHaveText(`Showing 1–10 of ${inside}`)
    await expect(showing(page, OUT)).toHaveText(`Showing 1–10 of ${outside}`)
    const assign = list(page, OUT).getByRole('button', { name: `Assign to ${MARKET}` })
    await expect(assign).toBeDisabled()

    // Sangola's farmers from Akluj, ticked across two pages.
    const fromAkluj = await apiCount(request, token, marketKeyID, false, 'akluj')
    expect(fromAkluj).toBeGreaterThan(10)
    await list(page, OUT).getByRole('searchbox', { name: 'Search' }).fill('akluj')
    await expect(showing(page, OUT)).toHaveText(`Showing 1–10 of ${fromAkluj}`)
    await rows(page, OUT).nth(0).getByRole('checkbox').check()
    const firstCode = await rows(page, OUT).nth(0).getByRole('cell').nth(1).textContent()
    await list(page, OUT).getByRole('button', { name: 'Next page' }).click()
    await expect(list(page, OUT).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await rows(page, OUT).nth(0).getByRole('checkbox').check()
    const secondCode = await rows(page, OUT).nth(0).getByRole('cell').nth(1).textContent()
    await expect(list(page, OUT).getByText('2 selected')).toBeVisible()
    // The other list's view and the URL are untouched.
    await expect(showing(page, IN)).toHaveText(`Showing 1–10 of ${inside}`)
    await expect(page).toHaveURL(/\/farmer-assign-market$/)

    await assign.click()
    await expect(success(page)).toHaveText(`2 farmers assigned to ${MARKET} successfully.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(showing(page, IN)).toHaveText(`Showing 1–10 of ${inside + 2}`)
    await expect(list(page, OUT).getByText('2 selected')).toHaveCount(0)

    // Both are now in the market: find them there by village and take them out with "all on this page".
    await list(page, IN).getByRole('searchbox', { name: 'Search' }).fill('akluj')
    await expect(showing(page, IN)).toHaveText('Showing 1–2 of 2')
    await expect(list(page, IN).getByRole('cell', { name: firstCode!, exact: true })).toBeVisible()
    await expect(list(page, IN).getByRole('cell', { name: secondCode!, exact: true })).toBeVisible()
    await list(page, IN).getByRole('checkbox', { name: 'Select all rows on this page' }).check()
    await list(page, IN)
      .getByRole('button', { name: `Remove from ${MARKET}` })
      .click()
    await expect(success(page)).toHaveText(`2 farmers removed from ${MARKET} successfully.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(list(page, IN).getByText('No records found.')).toBeVisible()
    expect(await apiCount(request, token, marketKeyID, true)).toBe(inside)
  })

  test('a failed assignment keeps the ticks and says why', async ({ page, mock }) => {
    await openForMarket(page)
    await rows(page, OUT).nth(0).getByRole('checkbox').check()
    await mock.fault({ path: api.farmer.assignMarket.path, kind: 'status500' })
    await list(page, OUT)
      .getByRole('button', { name: `Assign to ${MARKET}` })
      .click()
    await expect(list(page, OUT).getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(list(page, OUT).getByText('1 selected')).toBeVisible()
    await expect(rows(page, OUT).nth(0).getByRole('checkbox')).toBeChecked()

    await list(page, OUT)
      .getByRole('button', { name: `Assign to ${MARKET}` })
      .click()
    await expect(success(page)).toHaveText(`1 farmer assigned to ${MARKET} successfully.`)
  })

  test('a view-only role can look but not assign or remove', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, { userName: '9000000007', password: 'Demo@1234' })
    await page.goto('/farmer-assign-market')
    const out = page.getByRole('region', { name: /^Farmers not assigned to / })
    await out.locator('tbody tr').first().getByRole('checkbox').check()
    await expect(out.getByText('1 selected')).toBeVisible()
    await expect(out.getByRole('button', { name: /^Assign to / })).toBeDisabled()
    const inside = page.getByRole('region', { name: /^Farmers assigned to / })
    await expect(inside.getByRole('button', { name: /^Remove from / })).toBeDisabled()
  })
})
