import type { Page } from '@playwright/test'
import { api, PARTY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { closeSuccess, openPage, SA_SUPPORT } from './support/ui'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const settings = (page: Page) => page.getByRole('region', { name: 'Firm Settings' })

async function open(page: Page) {
  await openPage(page, '/account', 'Account')
  await expect(settings(page).getByLabel('Firm Name')).toHaveValue('Shree Ganesh Adat & Co.')
}

test('updates the firm’s settings with the rules shown', async ({ page, signIn }) => {
  await signIn.beforeGoto()
  await open(page)
  const form = settings(page)
  await expect(form.getByLabel('GSTIN')).toHaveValue('27DEMOG1234A1Z5')
  await expect(form.getByRole('combobox', { name: 'Print Size' })).toHaveText('A4')

  await form.getByLabel('Firm Name').fill('')
  await form.getByLabel('Mobile Number').fill('5822012345')
  await form.getByLabel('GSTIN').fill('27abc')
  await expect(form.getByLabel('GSTIN')).toHaveValue('27ABC')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText(REQUIRED, { exact: true })).toBeVisible()
  await expect(form.getByText(PARTY_MESSAGES.mobile)).toBeVisible()
  await expect(form.getByText(PARTY_MESSAGES.gstin)).toBeVisible()

  await form.getByLabel('Firm Name').fill('Shree Ganesh Adat & Sons')
  await form.getByLabel('Mobile Number').fill('9822099999')
  await form.getByLabel('GSTIN').fill('27ABCDE1234F1Z5')
  await form.getByLabel('Bill Footer').fill('Payment the same day.')
  await form.getByRole('combobox', { name: 'Print Size' }).click()
  await page.getByRole('option', { name: '80mm', exact: true }).click()
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByRole('img', { name: 'Logo preview' })).toBeVisible()
  const showBuyers = form.getByRole('checkbox', { name: "Show buyers' names to farmers" })
  await expect(showBuyers).not.toBeChecked()
  await showBuyers.check()
  const crateDays = form.getByLabel('Charge Crates Kept Beyond (days)')
  await expect(crateDays).toHaveValue('30')
  await crateDays.fill('400')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Crate charge days must be at most 365.')).toBeVisible()
  await crateDays.fill('21')
  await form.getByRole('button', { name: 'Submit' }).click()
  await closeSuccess(page, 'Account Updated Successfully')

  await page.reload()
  await expect(settings(page).getByLabel('Firm Name')).toHaveValue('Shree Ganesh Adat & Sons')
  await expect(settings(page).getByLabel('Bill Footer')).toHaveValue('Payment the same day.')
  await expect(settings(page).getByRole('combobox', { name: 'Print Size' })).toHaveText('80mm')
  await expect(settings(page).getByRole('checkbox', { name: "Show buyers' names to farmers" })).toBeChecked()
  await expect(settings(page).getByLabel('Charge Crates Kept Beyond (days)')).toHaveValue('21')
  await expect(settings(page).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    /\/api\/files\//,
  )
})

test('a failed save keeps what was typed', async ({ page, signIn, mock }) => {
  await signIn.beforeGoto()
  await mock.fault({ path: api.company.update.path, kind: 'status500' })
  await open(page)
  await settings(page).getByLabel('Bill Footer').fill('Cash only.')
  await settings(page).getByRole('button', { name: 'Submit' }).click()
  await expect(settings(page).getByRole('alert')).toHaveText('Injected fault: the server failed.')
  await expect(settings(page).getByLabel('Bill Footer')).toHaveValue('Cash only.')
})

test('a role without Account update sees the settings but cannot save', async ({ page, signIn }) => {
  await signIn.beforeGoto(page, SA_SUPPORT)
  await open(page)
  await expect(settings(page).getByRole('button', { name: 'Submit' })).toBeDisabled()
})
