import { expect, test } from './fixtures'

/** Spec §2 route table, headings letter for letter (rows without a shown heading use the module name). */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/employee-list', 'Employee List'],
  ['/market-list', 'Market List'],
  ['/farmer-list', 'Farmer List'],
  ['/buyer-list', 'Buyer List'],
  ['/token-list', 'Token List'],
  ['/vehicle-entry-list', 'Vehicle Entry List'],
  ['/vehicle-type-list', 'Vehicle Type List'],
  ['/service-list', 'Service List'],
  ['/product-list', 'Product List'],
  ['/role-list', 'Role List'],
  ['/default-services', 'Default services'],
  ['/currency-list', 'Currency'],
  ['/account', 'Account'],
  ['/report', 'Reports'],
  ['/about-us', 'About Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/employeeReport', 'Employee Report'],
  ['/accountantReport', 'Accountant Report'],
  ['/farmerReport', 'Farmer Report'],
  ['/buyerReport', 'Buyer Report'],
  ['/tokenReport', 'Token Report'],
  ['/gradeReport', 'Grading Report'],
  ['/marketWallet', 'Market Wallet'],
  ['/state', 'States Master'],
  ['/district', 'District Master'],
  ['/taluka', 'Taluka Master'],
  ['/auctionList', 'Auction List'],
  ['/farmerDetails', 'Farmer Detail Report'],
  ['/buyerDetail', 'Buyer Detail Report'],
  ['/startAuction', 'Start Auction'],
  ['/trolly-auction', 'Trolley Auction'],
  ['/profile', 'Profile'],
  ['/farmerBilling', 'Farmer Billing'],
  ['/buyer-billing', 'Buyer Billing'],
  ['/buyer-bill', 'Buyer Billing'],
  ['/assign-market', 'Assign Market'],
  ['/farmer-assign-market', 'Farmer Assign Market'],
  ['/BuyerInvoice', 'Buyer Invoice'],
  ['/Group-token-Invoice', 'Buyer Invoice'],
  ['/invoice', 'Farmer Invoice'],
  ['/paymentList', 'Payment List'],
  ['/notification-list', 'Notification'],
  ['/Buyer-Ledger', 'Buyer Ledger Report'],
  ['/GenerateInvoice', 'Generate Invoice'],
  ['/generateInvoice', 'Generate Invoice'],
  ['/expense-list', 'Expense List'],
  ['/Category-List', 'Expense Category List'],
  ['/Transaction-ledger', 'Cash & Bank Module'],
]

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

  test('every route shows its heading in the tab title, the page and the top bar', async ({ page }) => {
    test.setTimeout(120_000)
    const topBar = page.getByRole('banner')
    for (const [path, heading] of ROUTES) {
      await page.goto(path)
      await expect(page, path).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page, path).toHaveTitle(`${heading} | MandiDesk`)
      await expect(topBar.getByText(heading, { exact: true }), path).toBeVisible()
    }
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
