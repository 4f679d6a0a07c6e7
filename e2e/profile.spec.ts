import type { Page } from '@playwright/test'
import { EMPLOYEE_MESSAGES, PASSWORD_RULE, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { logIn, storeLogin } from './support/session'
import { closeSuccess, openPage } from './support/ui'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const details = (page: Page) => page.getByRole('region', { name: 'My Details' })
const passwords = (page: Page) => page.getByRole('region', { name: 'Change Password' })
const password = (page: Page, name: string) => passwords(page).getByRole('textbox', { name, exact: true })

async function open(page: Page) {
  await openPage(page, '/profile', 'Profile')
  await expect(details(page).getByLabel('Name')).not.toHaveValue('')
}

test('edits one’s own details and photo; the top bar follows', async ({ page, signIn }) => {
  await signIn.beforeGoto()
  await open(page)
  await expect(details(page)).toContainText('9000000001')
  await expect(details(page)).toContainText('Super Admin')
  await expect(details(page).getByLabel('Email')).toHaveValue('owner@shreeganesh.example')

  await details(page).getByLabel('Name').fill('')
  await details(page).getByRole('button', { name: 'Save' }).click()
  await expect(details(page).getByText(REQUIRED)).toBeVisible()
  await details(page).getByLabel('Name').fill('Ganesh R. Darekar')
  await details(page).getByLabel('Email').fill('ganesh@')
  await expect(details(page).getByText(EMPLOYEE_MESSAGES.emailInvalid)).toBeVisible()
  await details(page).getByLabel('Email').fill('ganesh@shreeganesh.example')

  const avatar = page.getByRole('button', { name: 'Profile menu' }).locator('img')
  const before = await avatar.getAttribute('src')
  await details(page)
    .getByLabel('Profile Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(details(page).getByRole('img', { name: 'Profile Photo preview' })).not.toHaveAttribute(
    'src',
    before!,
  )
  await details(page).getByRole('button', { name: 'Save' }).click()
  await closeSuccess(page, 'Profile Updated Successfully')

  // After a profile update the photo is fetched again.
  await expect(avatar).not.toHaveAttribute('src', before!)
  await page.getByRole('button', { name: 'Profile menu' }).click()
  await expect(page.getByRole('menu')).toContainText('Ganesh R. Darekar')
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(details(page).getByLabel('Email')).toHaveValue('ganesh@shreeganesh.example')
})

test('changes the password: the current one must be right, the new one twice', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn.beforeGoto()
  await open(page)
  const submit = passwords(page).getByRole('button', { name: 'Change Password' })
  await submit.click()
  await expect(passwords(page).getByText(REQUIRED, { exact: true })).toHaveCount(3)

  await password(page, 'Current Password').fill('Wrong@1234')
  await password(page, 'New Password').fill('short')
  await expect(passwords(page).getByText(PASSWORD_RULE, { exact: true })).toHaveCount(2)
  await password(page, 'New Password').fill('Mandi@2027')
  await password(page, 'Confirm Password').fill('Mandi@2028')
  await expect(passwords(page).getByText('Passwords do not match.')).toBeVisible()
  await password(page, 'Confirm Password').fill('Mandi@2027')
  await submit.click()
  await expect(passwords(page).getByRole('alert')).toHaveText(EMPLOYEE_MESSAGES.currentPasswordWrong)
  await expect(password(page, 'New Password')).toHaveValue('Mandi@2027')

  await password(page, 'Current Password').fill('Demo@1234')
  await password(page, 'Current Password').press('Enter')
  await closeSuccess(page, 'Password Changed Successfully')
  await expect(password(page, 'Current Password')).toHaveValue('')

  await expect(logIn(mock.url, { userName: '9000000001', password: 'Demo@1234' })).rejects.toThrow()
  await logIn(mock.url, { userName: '9000000001', password: 'Mandi@2027' })
})

test('a password set by an administrator must be changed before anything else', async ({
  page,
  signIn,
  mock,
  baseURL,
  request,
}) => {
  const owner = await signIn.beforeGoto()
  const auth = { Authorization: `Bearer ${owner.token}` }
  const list = await request.post('/api/Employee/GetEmployeeList', {
    headers: auth,
    data: { pageNo: 0, pageSize: 10, searchKeyword: 'Vijay' },
  })
  const vijay = (await list.json()).responseData.data[0] as { employeeKeyID: string }
  const reset = await request.post('/api/Employee/ResetEmployeePassword', {
    headers: auth,
    data: { employeeKeyID: vijay.employeeKeyID, newPassword: 'Temp@1234' },
  })
  expect((await reset.json()).statusCode).toBe(200)

  const record = await logIn(mock.url, { userName: '9000000005', password: 'Temp@1234' })
  await storeLogin(page, baseURL!, record)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/profile$/)
  const banner = page.getByRole('alert').filter({ hasText: 'set by an administrator' })
  await expect(banner).toBeVisible()
  // Every other screen leads back here until the password changes.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Token List' }).click()
  await expect(page).toHaveURL(/\/profile$/)

  await password(page, 'Current Password').fill('Temp@1234')
  await password(page, 'New Password').fill('Gate@2027')
  await password(page, 'Confirm Password').fill('Gate@2027')
  await passwords(page).getByRole('button', { name: 'Change Password' }).click()
  await closeSuccess(page, 'Password Changed Successfully')
  await expect(banner).toBeHidden()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Token List' }).click()
  await expect(page).toHaveURL(/\/token-list$/)
})
