import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ROUTES } from './support/routes'
import { GATE_CLERK, openInPlace } from './support/ui'

const normal = (path: string) => path.replace(/\/+$/, '').toLowerCase()

/** The paths of the app a region of the page links to, without their search. */
async function linksOf(region: Locator): Promise<string[]> {
  const hrefs = await region
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
  return [...new Set(hrefs.map(normal))]
}

/** The side menu's links, each collapsible group opened in turn (one stays open at a time). */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const links = new Set(await linksOf(menu))
  const groups = menu.locator('button[aria-expanded]')
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i)
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click()
    for (const link of await linksOf(menu)) links.add(link)
  }
  return [...links]
}

/** How many clicks from the dashboard (or the side menu, always there) each screen is, walking every link. */
async function clicksToEachScreen(page: Page): Promise<Map<string, number>> {
  const clicks = new Map<string, number>([[normal('/dashboard'), 0]])
  for (const link of [...(await menuLinks(page)), ...(await linksOf(page.getByRole('main')))])
    if (!clicks.has(link)) clicks.set(link, 1)
  const headings = new Map(ROUTES.map(([path, heading]) => [normal(path), heading]))
  const queue = [...clicks.keys()].filter((path) => headings.has(path) && path !== normal('/dashboard'))
  while (queue.length > 0) {
    const path = queue.shift() as string
    await openInPlace(page, path, headings.get(path) as string)
    const depth = (clicks.get(path) as number) + 1
    for (const link of await linksOf(page.getByRole('main'))) {
      if (clicks.has(link)) continue
      clicks.set(link, depth)
      if (headings.has(link)) queue.push(link)
    }
  }
  return clicks
}

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

/** Where the day's work starts: one click from the menu or the dashboard's quick actions. */
const STARTING_POINTS = [
  '/startAuction',
  '/trolly-auction',
  '/farmerBilling',
  '/buyer-billing',
  '/GenerateInvoice',
  '/paymentList',
]

/** Routes a link can't name, each reached another way that its own spec walks. */
const REACHED_OTHERWISE: Record<string, string> = {
  '/buyer-bill': 'the same page as /buyer-billing under an older path',
  '/buyerinvoice': "a token's invoice, opened from its row on Buyer Billing",
  '/profile': "the avatar menu's User Profile",
  '/default-services':
    "a market's settings, opened from its row on the Market List (the market travels in navigation state)",
}

test('every screen can be reached, and the day’s within two clicks of the dashboard or the side menu', async ({
  page,
  signIn,
}) => {
  test.setTimeout(300_000)
  await signIn()
  await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible()
  const clicks = await clicksToEachScreen(page)
  const unreached = ROUTES.map(([path]) => normal(path)).filter(
    (path) => !clicks.has(path) && !(path in REACHED_OTHERWISE),
  )
  expect(unreached).toEqual([])
  const beyondTwo = SCREENS_OF_THE_DAY.filter((path) => (clicks.get(normal(path)) ?? 3) > 2)
  expect(beyondTwo).toEqual([])
  const beyondOne = STARTING_POINTS.filter((path) => (clicks.get(normal(path)) ?? 2) > 1)
  expect(beyondOne).toEqual([])
})

test('a role sees only the quick actions and related screens it may open', async ({ page, signIn }) => {
  await signIn(page, GATE_CLERK)
  const quick = page.getByRole('navigation', { name: 'Quick actions' })
  await expect(quick.getByRole('link', { name: 'New vehicle entry' })).toBeVisible()
  for (const hidden of ['Start auction', 'Trolley auction', 'Receive payment', 'Close the day'])
    await expect(quick.getByRole('link', { name: hidden })).toHaveCount(0)
  await page.goto('/token-list')
  const related = page.getByRole('navigation', { name: 'Related screens' })
  await expect(related.getByRole('link', { name: 'Farmer Billing' })).toBeVisible()
  await expect(related.getByRole('link', { name: 'Start Auction' })).toHaveCount(0)
})

test('billing leads on to its payments with the party already chosen', async ({ page, signIn }) => {
  await signIn.beforeGoto()
  await page.goto('/buyer-billing')
  await page
    .getByRole('navigation', { name: 'Related screens' })
    .getByRole('link', { name: 'Buyer receipts' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment List')
  await expect(page).toHaveURL(/partyType=2/)
  await expect(page.getByRole('combobox', { name: 'Party' })).toContainText('Buyer')
})
