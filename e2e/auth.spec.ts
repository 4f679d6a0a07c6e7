import type { Page } from '@playwright/test'
import { api } from '../contracts'
import { expect, test } from './fixtures'

const login = async (page: Page, userName: string, password: string) => {
  await page.getByLabel('Mobile Number or Email').fill(userName)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

const storedLogin = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('login') ?? 'null') as Record<string, unknown> | null)

test.describe('sign in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
  })

  test('with the mobile number opens the dashboard and keeps no password @compose', async ({ page }) => {
    await login(page, '9000000001', 'Demo@1234')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    const record = await storedLogin(page)
    expect(record).toMatchObject({
      employeeName: 'Ganesh Darekar',
      roleTypeName: 'Super Admin',
      password: '',
    })
    expect(record?.token).toBeTruthy()
  })

  test('with the email and Enter', async ({ page }) => {
    await login(page, 'owner@shreeganesh.example', 'Demo@1234')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("wrong credentials show the server's message and keep what was typed", async ({ page }) => {
    await login(page, '9000000001', 'Wrong@1234')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('User Not Exists or Found.')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile Number or Email')).toHaveValue('9000000001')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong@1234')
    expect(await storedLogin(page)).toBeNull()
  })

  test('repeated failures get the server’s lockout message', async ({ page }) => {
    await login(page, '9000000001', 'Wrong@1234')
    const alert = page.getByRole('alert')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(alert).toHaveText('User Not Exists or Found.')
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    }
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(alert).toHaveText('Too many failed sign-in attempts. Please try again in 15 minutes.')
  })

  test('empty fields are required, only after a submit', async ({ page }) => {
    await expect(page.getByText('This field is required.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('This field is required.')).toHaveCount(2)
    await page.getByLabel('Mobile Number or Email').fill('9')
    await expect(page.getByText('This field is required.')).toHaveCount(1)
  })

  test('the password can be shown and hidden', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('Demo@1234')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the button is busy while the server answers', async ({ page, mock }) => {
    await mock.fault({ path: api.account.login.path, kind: 'latency', latencyMs: 1500 })
    await login(page, '9000000001', 'Demo@1234')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test('a signed-in user is sent from /login to the dashboard', async ({ page, signIn }) => {
  await signIn.beforeGoto()
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test.describe('register', () => {
  test('shows every rule after a failed submit, then signs the new user in', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page).toHaveTitle('Register | MandiDesk')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('This field is required.')).toHaveCount(5)

    await page.getByLabel('Company Name').fill('Sai Traders')
    await page.getByLabel('Your Name').fill('Sunita Pawar')
    await page.getByLabel('Mobile Number').fill('98x7654')
    await expect(page.getByLabel('Mobile Number')).toHaveValue('987654')
    await page.getByLabel('Email').fill('sunita@example')
    await page.getByLabel(/^Password/).fill('short')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Please enter a valid 10 digit mobile number.')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(
      page.getByText('Password must be at least 8 characters with a letter and a number.'),
    ).toHaveCount(2)

    await page.getByLabel('Mobile Number').fill('9876543210')
    await page.getByLabel('Email').fill('sunita@saitraders.example')
    await page.getByLabel(/^Password/).fill('Sai@2026x')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.getByRole('button', { name: 'Profile menu' }).click()
    await expect(page.getByRole('menu')).toContainText('Sunita Pawar')
  })

  test("a taken mobile number shows the server's message and keeps the form", async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Company Name').fill('Sai Traders')
    await page.getByLabel('Your Name').fill('Sunita Pawar')
    await page.getByLabel('Mobile Number').fill('9000000001')
    await page.getByLabel('Email').fill('sunita@saitraders.example')
    await page.getByLabel(/^Password/).fill('Sai@2026x')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('alert')).not.toBeEmpty()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByLabel('Company Name')).toHaveValue('Sai Traders')
  })
})

test.describe('sign out', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  const openLogoutDialog = async (page: Page) => {
    await page.getByRole('button', { name: 'Profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('asks first; Escape, the backdrop and No keep the user signed in', async ({ page }) => {
    const dialog = await openLogoutDialog(page)
    await expect(dialog.getByRole('heading')).toHaveText('Are you sure?')
    await expect(
      dialog.getByText('Are you sure you want to logout your account?', { exact: true }),
    ).toBeVisible()
    await expect(dialog.getByRole('button')).toHaveText(['No', 'Yes'])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'No' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeFocused()
    expect((await page.evaluate(() => localStorage.getItem('login'))) ?? '').toContain('token')
  })

  test('Yes revokes the token, clears local storage and reloads on /login @compose', async ({
    page,
    request,
  }) => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('login') ?? '{}').token as string)
    const dialog = await openLogoutDialog(page)
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login')
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    const after = await request.get(
      '/api/Market/GetMarketLookupList?CompanyKeyID=00000000-0000-0000-0000-000000000000',
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    )
    expect(after.status()).toBe(401)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the full-screen loader covers a slow sign-out', async ({ page, mock }) => {
    await mock.fault({ path: api.account.logout.path, kind: 'latency', latencyMs: 1500 })
    const dialog = await openLogoutDialog(page)
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a failing sign-out call still signs the user out', async ({ page, mock }) => {
    await mock.fault({ path: api.account.logout.path, kind: 'status500' })
    const dialog = await openLogoutDialog(page)
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })
})

test.describe('an ended session', () => {
  test('HTTP 401 from the market list lands on /login with storage cleared @compose', async ({
    page,
    signIn,
    mock,
  }) => {
    // Nothing of the app has run yet when the fault is set, so the first load's market list takes it.
    await signIn.beforeGoto()
    await mock.fault({ path: api.market.lookup.path, kind: 'status401' })
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull()
  })

  test('statusCode 401 in a later answer lands on /login', async ({ page, signIn, mock }) => {
    await signIn()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Token List' })
      .click()
    await mock.fault({ path: api.employee.getEmployeeModel.path, kind: 'body401' })
    await page.reload()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('login'))).toBeNull()
  })
})
