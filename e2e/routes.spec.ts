import { expect, test } from './fixtures'

test.describe('signed out', () => {
  test('a protected route sends the visitor to /login', async ({ page }) => {
    await page.goto('/employee-list')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login')
  })

  test('/ leads to /login', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an unknown path shows only the product name, outside the layout', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/no-such-page$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MandiDesk')
    await expect(page).toHaveTitle('MandiDesk')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
  })
})

test.describe('signed in', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  test('/ leads to the dashboard', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page).toHaveTitle('Dashboard | MandiDesk')
  })

  test('an unknown path shows only the product name inside the layout', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MandiDesk')
    await expect(page).toHaveTitle('MandiDesk')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect(page).toHaveTitle('Dashboard | MandiDesk')
  })

  test('breadcrumbs lead from Home through the menu group to the page', async ({ page }) => {
    await page.goto('/Transaction-ledger')
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Reports', 'Cash & Bank Module'])
    await trail.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Dashboard'])
  })
})
