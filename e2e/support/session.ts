import { expect, type Page } from '@playwright/test'
import type { LoginRecord } from '../../contracts'

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

/** Opens the dashboard and waits until the signed-in shell has rendered. */
export async function openDashboard(page: Page, webUrl: string): Promise<void> {
  await page.goto(new URL('/dashboard', webUrl).href)
  await expect(page).toHaveURL(/\/dashboard$/)
  // The top bar and the page heading render only inside the signed-in layout.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}
