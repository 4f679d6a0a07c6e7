import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEMO_USER } from './support/session'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const group = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true })
const menuLink = (page: Page, name: string) => menu(page).getByRole('link', { name, exact: true })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('side menu', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  test('lists the spec entries in order, groups holding their children', async ({ page }) => {
    const groups = ['Expense Master', 'Master', 'Reports']
    for (const name of groups) {
      await expect(group(page, name)).toHaveAttribute('aria-expanded', 'false')
      await group(page, name).click()
      await expect(group(page, name)).toHaveAttribute('aria-expanded', 'true')
    }
    const entries = menu(page).locator(':scope > ul > li')
    await expect(entries).toHaveCount(12)
    await expect(entries.locator(':scope > a, :scope > button')).toHaveText([
      'Dashboard',
      'Vehicle Entry List',
      'Token List',
      'Auction List',
      'Market Wallet',
      'Employee',
      'Farmer',
      'Buyer',
      'Notification',
      'Expense Master',
      'Master',
      'Reports',
    ])
    await expect(entries.nth(9).getByRole('link')).toHaveText(['Expense', 'Expense Category'])
    await expect(entries.nth(10).getByRole('link')).toHaveText([
      'Vehicle Type',
      'Market',
      'State',
      'District',
      'Taluka',
      'Role',
    ])
    await expect(entries.nth(11).getByRole('link')).toHaveText([
      'Farmer Report',
      'Buyer Report',
      'Token Report',
      'Grading Report',
      'Buyer Ledger',
      'Cash & Bank Ledger',
    ])
    const hrefs = await menu(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/dashboard',
      '/vehicle-entry-list',
      '/token-list',
      '/auctionList',
      '/marketWallet',
      '/employee-list',
      '/farmer-list',
      '/buyer-list',
      '/notification-list',
      '/expense-list',
      '/Category-List',
      '/vehicle-type-list',
      '/market-list',
      '/state',
      '/district',
      '/taluka',
      '/role-list',
      '/farmerReport',
      '/buyerReport',
      '/tokenReport',
      '/gradeReport',
      '/Buyer-Ledger',
      '/Transaction-ledger',
    ])
  })

  test('highlights the current entry and opens its group', async ({ page }) => {
    await expect(menuLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page')
    await page.goto('/district')
    await expect(group(page, 'Master')).toHaveAttribute('aria-expanded', 'true')
    await expect(group(page, 'Reports')).toHaveAttribute('aria-expanded', 'false')
    await expect(menuLink(page, 'District')).toHaveAttribute('aria-current', 'page')
    await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1)
    await expect(menuLink(page, 'Dashboard')).not.toHaveAttribute('aria-current', 'page')
  })

  test('a group toggles; a top-level entry closes the groups; the open entry again clears all', async ({
    page,
  }) => {
    await group(page, 'Reports').click()
    await group(page, 'Master').click()
    await menuLink(page, 'Buyer Ledger').click()
    await expect(heading(page)).toHaveText('Buyer Ledger Report')
    await expect(group(page, 'Reports')).toHaveAttribute('aria-expanded', 'true')
    await expect(group(page, 'Master')).toHaveAttribute('aria-expanded', 'false')
    await menuLink(page, 'Buyer Ledger').click()
    await expect(group(page, 'Reports')).toHaveAttribute('aria-expanded', 'false')

    await group(page, 'Expense Master').click()
    await menuLink(page, 'Farmer').click()
    await expect(heading(page)).toHaveText('Farmer List')
    await expect(group(page, 'Expense Master')).toHaveAttribute('aria-expanded', 'false')
    await expect(menuLink(page, 'Farmer')).toHaveAttribute('aria-current', 'page')
  })

  test('the menu works from the keyboard', async ({ page }) => {
    await group(page, 'Master').focus()
    await page.keyboard.press('Enter')
    await expect(group(page, 'Master')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(menuLink(page, 'Vehicle Type')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText('Vehicle Type List')
  })
})

test.describe('drawer at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test('is a temporary overlay that closes on Escape, the backdrop and a pick', async ({ page, signIn }) => {
    await signIn()
    const toggle = page.getByRole('button', { name: 'Toggle menu' })
    await expect(menu(page)).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('dialog', { name: 'Side menu' })).toBeVisible()
    await expect(menu(page)).toBeVisible()
    const box = await page.getByRole('dialog', { name: 'Side menu' }).boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 260 })

    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()

    await toggle.click()
    await page.mouse.click(600, 500)
    await expect(menu(page)).toBeHidden()

    await toggle.click()
    await menuLink(page, 'Token List').click()
    await expect(heading(page)).toHaveText('Token List')
    await expect(menu(page)).toBeHidden()
  })
})

test.describe('drawer at 1000 px', () => {
  test.use({ viewport: { width: 1000, height: 900 } })

  test('is permanent under the top bar and closes on a pick', async ({ page, signIn }) => {
    await signIn()
    await expect(menu(page)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const box = await page.getByRole('complementary', { name: 'Side menu' }).boundingBox()
    expect(box).toMatchObject({ x: 0, y: 88, width: 260 })

    await menuLink(page, 'Auction List').click()
    await expect(heading(page)).toHaveText('Auction List')
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await expect(menu(page)).toBeVisible()
    await expect(menuLink(page, 'Auction List')).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('drawer at 1300 px', () => {
  test.use({ viewport: { width: 1300, height: 900 } })

  test('is permanent and stays open on a pick; the menu button hides it', async ({ page, signIn }) => {
    await signIn()
    await menuLink(page, 'Market Wallet').click()
    await expect(heading(page)).toHaveText('Market Wallet')
    await expect(menu(page)).toBeVisible()
    const main = await page.getByRole('main').boundingBox()
    expect(main?.x).toBe(260)
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await expect(menu(page)).toBeHidden()
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0)
  })
})

test.describe('top bar', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  test('a chosen market is kept, lands on the dashboard and survives a reload', async ({ page }) => {
    const select = page.getByRole('combobox', { name: 'Select Market' })
    // The demo user works at Pimpalgaon Baswant, which has today's gate and auction.
    await expect(select).toHaveText('Pimpalgaon Baswant')
    await page.goto('/token-list')
    await select.click()
    const list = page.getByRole('listbox')
    const height = await list.evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeLessThanOrEqual(200)
    await list.getByRole('option', { name: 'Baramati' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(select).toHaveText('Baramati')
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem('selectedMarketID'),
      qr: localStorage.getItem('qrCode'),
      name: localStorage.getItem('marketName'),
    }))
    expect(stored).toMatchObject({ qr: '/api/files/seed-qr-baramati.png', name: 'Baramati' })
    expect(stored.id).toBeTruthy()
    await page.reload()
    await expect(select).toHaveText('Baramati')
  })

  test("a stored market that no longer exists gives way to the user's own", async ({ page }) => {
    await page.evaluate(() => {
      localStorage.setItem('selectedMarketID', '11111111-2222-3333-4444-555555555555')
      localStorage.setItem('qrCode', '/api/files/gone.png')
      localStorage.setItem('marketName', 'Gone')
    })
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Select Market' })).toHaveText('Pimpalgaon Baswant')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('marketName')))
      .toBe('Pimpalgaon Baswant')
  })

  test('signing out and in again lands on the market last chosen', async ({ page }) => {
    const select = page.getByRole('combobox', { name: 'Select Market' })
    await select.click()
    const remembered = page.waitForResponse((r) => r.url().includes('/api/Account/RememberMarket'))
    await page.getByRole('listbox').getByRole('option', { name: 'Sangola' }).click()
    expect((await remembered).status()).toBe(200)
    await page.getByRole('button', { name: 'Profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(page).toHaveURL(/\/login$/)
    // Signing out forgot everything this device kept: the server remembers the market.
    await page.getByLabel('Mobile Number or Email').fill(DEMO_USER.userName)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(select).toHaveText('Sangola')
  })

  test("an empty market list shows 'No Option'", async ({ page }) => {
    await page.route('**/api/Market/GetMarketLookupList*', (route) =>
      route.fulfill({ json: { statusCode: 200, responseData: { data: [] }, errorMessage: null } }),
    )
    await page.reload()
    const select = page.getByRole('combobox', { name: 'Select Market' })
    await expect(select).toHaveText('Select Market')
    await select.click()
    await expect(page.getByRole('option', { name: 'No Option' })).toBeDisabled()
  })

  test('the profile menu shows the user and leads to the profile', async ({ page }) => {
    await page.getByRole('button', { name: 'Profile menu' }).click()
    const profileMenu = page.getByRole('menu')
    await expect(profileMenu).toContainText('Ganesh Darekar')
    await expect(profileMenu).toContainText('Super Admin')
    const width = (await profileMenu.boundingBox())?.width ?? 0
    expect(width).toBeGreaterThanOrEqual(300)
    expect(width).toBeLessThanOrEqual(350)
    await expect(profileMenu.getByRole('menuitem')).toHaveText(['User Profile', 'Logout'])
    await profileMenu.getByRole('menuitem', { name: 'User Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(heading(page)).toHaveText('Profile')
  })

  test('the avatar shows the profile photo, or initials when there is none', async ({ page }) => {
    const avatar = page.getByRole('button', { name: 'Profile menu' })
    await expect(avatar.locator('img')).toHaveAttribute('src', /\/api\/files\//)
    await page.route('**/api/Employee/GetEmployeeModel*', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.responseData.data.profilePhoto = ''
      await route.fulfill({ response, json: body })
    })
    await page.reload()
    await expect(avatar).toHaveText('GD')
  })

  test('a thin bar shows while a page loads', async ({ page }) => {
    await page.route('**/assets/tokenReport-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.fallback()
    })
    await group(page, 'Reports').click()
    await menuLink(page, 'Token Report').click()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    await expect(heading(page)).toHaveText('Token Report')
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
  })
})

test.describe('settings', () => {
  test('font and radius apply at once and survive a reload', async ({ page, signIn }) => {
    await signIn()
    const rootStyle = () =>
      page.evaluate(() => ({
        radius: getComputedStyle(document.documentElement).getPropertyValue('--radius-app').trim(),
        font: getComputedStyle(document.body).fontFamily,
      }))
    expect(await rootStyle()).toMatchObject({ radius: '12px', font: expect.stringMatching(/^"?Roboto/) })

    await page.getByRole('button', { name: 'Settings' }).click()
    const drawer = page.getByRole('dialog', { name: 'Settings' })
    await expect(drawer.getByRole('radio', { name: 'Roboto' })).toBeChecked()
    await drawer.getByRole('radio', { name: 'Poppins' }).check()
    const slider = drawer.getByRole('slider', { name: 'Border Radius' })
    await expect(slider).toHaveAttribute('aria-valuenow', '12')
    await expect(slider).toHaveAttribute('aria-valuemin', '4')
    await expect(slider).toHaveAttribute('aria-valuemax', '24')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '16')
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '24')
    await page.keyboard.press('ArrowLeft')
    expect(await rootStyle()).toMatchObject({ radius: '22px', font: expect.stringMatching(/^"?Poppins/) })

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await page.reload()
    await expect(heading(page)).toHaveText('Dashboard')
    expect(await rootStyle()).toMatchObject({ radius: '22px', font: expect.stringMatching(/^"?Poppins/) })
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect(drawer.getByRole('radio', { name: 'Poppins' })).toBeChecked()
    await expect(drawer.getByRole('slider', { name: 'Border Radius' })).toHaveAttribute('aria-valuenow', '22')
  })

  test('invalid stored settings fall back to the defaults', async ({ page, signIn }) => {
    await signIn()
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ fontFamily: 'Papyrus', borderRadius: 99 })),
    )
    await page.reload()
    await expect(heading(page)).toHaveText('Dashboard')
    const radius = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--radius-app'),
    )
    expect(radius.trim()).toBe('12px')
  })
})
