import { expect, type Page } from '@playwright/test'
import { api, type LoginRecord, type MarketLookup } from '../../contracts'
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

/** The markets the top bar offers the stored login, the user's last choice first. */
async function offeredMarkets(page: Page): Promise<{ token: string; markets: MarketLookup[] }> {
  const { token, companyKeyID } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('login') ?? '{}') as LoginRecord,
  )
  const offered = await call(page, api.market.lookup, { token, query: { CompanyKeyID: companyKeyID } })
  if (!offered.responseData) throw new Error(`No markets offered: ${offered.errorMessage}`)
  return { token, markets: offered.responseData.data }
}

/** Keeps the selection in local storage as the SPA does (keys as it writes them, empty values left out). */
async function keepMarket(page: Page, market: MarketLookup): Promise<void> {
  const items = {
    selectedMarketID: market.marketKeyID,
    qrCode: market.paymentQRPhotoUrl,
    marketName: market.marketPlaceName,
  }
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) if (value) localStorage.setItem(key, value)
  }, items)
}

/**
 * Stores the market the app opens in, as a first visit to the dashboard did: the kept choice while it
 * is still offered, else the first offered (the user's last choice). The test's first page then loads
 * its lists once, in that market, not once without one and again (dimmed meanwhile) when it arrives.
 */
export async function storeOpeningMarket(page: Page): Promise<void> {
  const { markets } = await offeredMarkets(page)
  const kept = await page.evaluate(
    () => localStorage.getItem('qrCode') && localStorage.getItem('selectedMarketID'),
  )
  const opening = markets.find((market) => market.marketKeyID === kept) ?? markets[0]
  if (opening) await keepMarket(page, opening)
}

/**
 * Chooses the market `name` as the top bar's Select Market does, before the app's first load: the
 * server remembers it for the user and local storage keeps it, so the next load opens in it.
 */
export async function storeMarket(page: Page, name: string): Promise<void> {
  const { token, markets } = await offeredMarkets(page)
  const market = markets.find((m) => m.marketPlaceName === name)
  if (!market) throw new Error(`Select Market does not offer ${name}`)
  const kept = await call(page, api.account.rememberMarket, {
    token,
    query: { MarketKeyID: market.marketKeyID },
  })
  if (kept.errorMessage) throw new Error(`${name} not remembered: ${kept.errorMessage}`)
  await keepMarket(page, market)
}

/** Opens the dashboard and waits until the signed-in shell has rendered. */
export async function openDashboard(page: Page, webUrl: string): Promise<void> {
  await page.goto(new URL('/dashboard', webUrl).href)
  await expect(page).toHaveURL(/\/dashboard$/)
  // The top bar and the page heading render only inside the signed-in layout.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}
