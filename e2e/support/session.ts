import { expect, type Page } from '@playwright/test'
import { api, type LoginRecord } from '../../contracts'
import { call } from './api'

export { type Credentials, DEMO_USER, logIn } from '../../scripts/lib/demo-user'

// Any same-origin document can write the SPA's local storage; this one is answered by the test itself
// so storage is written before the app's first load without loading the app twice.
const STORAGE_PAGE = '/__e2e/storage'

/** Stores the login record the way the SPA does (key `login`, password never kept). */
export async function storeLogin(page: Page, webUrl: string, record: LoginRecord): Promise<void> {
  const url = new URL(STORAGE_PAGE, webUrl).href
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
  )
  await page.goto(url)
  await page.evaluate(
    (login) => localStorage.setItem('login', login),
    JSON.stringify({ ...record, password: '' }),
  )
  await page.unroute(url)
}

/** Whether the page is still on the storage page, the app not loaded yet (`signIn.beforeGoto`). */
export const beforeFirstLoad = (page: Page) => new URL(page.url()).pathname === STORAGE_PAGE

/**
 * Chooses the market `name` as the top bar's Select Market does, before the app's first load: the
 * server remembers it for the user and local storage holds it (keys as the SPA writes them, empty
 * values left out), so the next load opens in it.
 */
export async function storeMarket(page: Page, name: string): Promise<void> {
  const { token, companyKeyID } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('login') ?? '{}') as LoginRecord,
  )
  const offered = await call(page, api.market.lookup, { token, query: { CompanyKeyID: companyKeyID } })
  const market = offered.responseData?.data.find((m) => m.marketPlaceName === name)
  if (!market) throw new Error(`Select Market does not offer ${name}: ${offered.errorMessage ?? ''}`)
  const kept = await call(page, api.account.rememberMarket, {
    token,
    query: { MarketKeyID: market.marketKeyID },
  })
  if (kept.errorMessage) throw new Error(`${name} not remembered: ${kept.errorMessage}`)
  const items = {
    selectedMarketID: market.marketKeyID,
    qrCode: market.paymentQRPhotoUrl,
    marketName: market.marketPlaceName,
  }
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) if (value) localStorage.setItem(key, value)
  }, items)
}

/** Opens the dashboard and waits until the signed-in shell has rendered. */
export async function openDashboard(page: Page, webUrl: string): Promise<void> {
  await page.goto(new URL('/dashboard', webUrl).href)
  await expect(page).toHaveURL(/\/dashboard$/)
  // The top bar and the page heading render only inside the signed-in layout.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}
