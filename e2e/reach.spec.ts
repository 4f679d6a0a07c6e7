import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The screens the market day goes through, gate to ledgers. */
const SCREENS_OF_THE_DAY = [
  '/vehicle-entry-list',
  '/token-list',
  '/startAuction',
  '/trolly-auction',
  '/auctionList',
  '/farmerBilling',
  '/buyer-billing',
  '/GenerateInvoice',
  '/paymentList',
  '/marketWallet',
  '/Buyer-Ledger',
  '/Transaction-ledger',
]

const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase()

/** The paths of the app a region of the page links to, without their search. */
async function linksOf(page: Page, region = page.getByRole('main')): Promise<string[]> {
  const hrefs = await region
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
  return [...new Set(hrefs.map(normal))]
}

test('every screen of the day is within two clicks of the dashboard or the side menu', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000)
  await signIn()
  await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible()
  // Each group of the side menu opened in turn (one stays open at a time) to read its links.
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const firstClick = new Set([...(await linksOf(page, menu)), ...(await linksOf(page))])
  const groups = await menu.locator('button[aria-expanded]').count()
  for (let i = 0; i < groups; i++) {
    const group = menu.locator('button[aria-expanded]').nth(i)
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click()
    for (const link of await linksOf(page, menu)) firstClick.add(link)
  }
  const reached = new Set(firstClick)
  for (const path of firstClick) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const link of await linksOf(page)) reached.add(link)
  }
  const missing = SCREENS_OF_THE_DAY.filter((path) => !reached.has(normal(path)))
  expect(missing).toEqual([])
  // Within one click: the day's starting points, from the menu or the dashboard's quick actions.
  const notFirst = [
    '/startAuction',
    '/trolly-auction',
    '/farmerBilling',
    '/buyer-billing',
    '/GenerateInvoice',
    '/paymentList',
  ].filter((path) => !firstClick.has(normal(path)))
  expect(notFirst).toEqual([])
})
