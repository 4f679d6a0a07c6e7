import type { Page } from '@playwright/test'
import {
  api,
  IMAGE_HINT,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MARKET_MESSAGES,
  MOBILE_INVALID,
  REQUIRED,
} from '../contracts'
import { expect, test } from './fixtures'
import { marketKeyOf } from './support/api'
import { GIF, JPEG, PNG, TOO_LARGE } from './support/images'
import { apiList, dialog, marketRow, openList, SEEDED_TOTAL } from './support/market-page'
import { choose, closeSuccess, confirmDialog, showing, success } from './support/ui'

test.describe('market form', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.beforeGoto()
  })

  async function fillNewMarket(page: Page, name: string) {
    const form = dialog(page, 'Add Market')
    await form.getByLabel('Market Name').fill(name)
    await choose(page, form, 'State', 'Maharashtra')
    await choose(page, form, 'District', 'Nashik')
    await choose(page, form, 'Taluka', 'Niphad')
    await form.getByLabel('Mobile Number').fill('9876543210')
    await form.getByLabel('Address').fill('Near the station, Niphad')
    await form
      .getByLabel('Payment QR Code Photo')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG })
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toBeVisible()
    return form
  }

  test('adds a market with its QR code; the list and Select Market show it', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    const form = dialog(page, 'Add Market')
    // Leading spaces go, the first letter is capitalised, digits only.
    await form.getByLabel('Market Name').pressSequentially('  niphad road')
    await expect(form.getByLabel('Market Name')).toHaveValue('Niphad road')
    await choose(page, form, 'State', 'Maharashtra')
    await choose(page, form, 'District', 'Nashik')
    await choose(page, form, 'Taluka', 'Niphad')
    await form.getByLabel('Mobile Number').pressSequentially('98a76-5432 10')
    await expect(form.getByLabel('Mobile Number')).toHaveValue('9876543210')
    await form.getByLabel('Address').pressSequentially('  Station Road')
    await expect(form.getByLabel('Address')).toHaveValue('Station Road')
    await expect(form.getByText(IMAGE_HINT)).toBeVisible()
    await form
      .getByLabel('Payment QR Code Photo')
      .setInputFiles({ name: 'qr.jpg', mimeType: 'image/jpeg', buffer: JPEG })
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toHaveAttribute(
      'src',
      /\/api\/files\//,
    )
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(form).toBeHidden()
    await closeSuccess(page, MARKET_MESSAGES.added)

    await page.getByRole('searchbox', { name: 'Search' }).fill('Niphad road')
    const row = marketRow(page, 'Niphad road')
    await expect(row).toBeVisible()
    await expect(row).toContainText('Station Road')
    await expect(row).toContainText('Active')
    await expect(row).toContainText('21-11-2026')

    await page.getByRole('combobox', { name: 'Select Market' }).click()
    await expect(page.getByRole('option', { name: 'Niphad road' })).toBeVisible()
  })

  test('shows every required message after a failed submit, then follows the input', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    const form = dialog(page, 'Add Market')
    // Nothing shows before a submit.
    await form.getByLabel('Market Name').fill('x')
    await form.getByLabel('Market Name').fill('')
    await expect(form.getByText(REQUIRED)).toHaveCount(0)

    await form.getByLabel('Market Name').press('Enter')
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(7)
    await expect(form.getByLabel('Market Name')).toHaveAttribute('maxlength', '50')
    await expect(form.getByLabel('Market Name')).toBeFocused()

    await form.getByLabel('Market Name').fill('Ozar')
    await form.getByLabel('Mobile Number').fill('98765')
    await expect(form.getByText(MOBILE_INVALID)).toBeVisible()
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(5)
    await form.getByLabel('Mobile Number').fill('9876543210')
    await expect(form.getByText(MOBILE_INVALID)).toHaveCount(0)
  })

  test('refuses a QR file too large or of the wrong type without uploading it', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/uploadImage')) uploads.push(r.url())
    })
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    const form = dialog(page, 'Add Market')
    const input = form.getByLabel('Payment QR Code Photo')

    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: TOO_LARGE })
    await expect(form.getByText(IMAGE_TOO_LARGE)).toBeVisible()
    await input.setInputFiles({ name: 'qr.gif', mimeType: 'image/gif', buffer: GIF })
    await expect(form.getByText(IMAGE_WRONG_TYPE)).toBeVisible()
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toHaveCount(0)
    expect(uploads).toEqual([])

    // A file that passes the browser's checks but not the server's shows the server's reason.
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    })
    await expect(form.getByText(IMAGE_WRONG_TYPE)).toBeVisible()
    expect(uploads).toHaveLength(1)
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toHaveCount(0)
  })

  test('changing the state clears district and taluka; changing the district clears taluka', async ({
    page,
  }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    const form = dialog(page, 'Add Market')
    const district = form.getByRole('combobox', { name: 'District' })
    const taluka = form.getByRole('combobox', { name: 'Taluka' })
    await choose(page, form, 'State', 'Maharashtra')
    await choose(page, form, 'District', 'Pune')
    await choose(page, form, 'Taluka', 'Junnar')

    await choose(page, form, 'District', 'Solapur')
    await expect(district).toHaveText('Solapur')
    await expect(taluka).toHaveText('Select taluka')
    await taluka.click()
    await expect(page.getByRole('option', { name: 'Sangola' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Junnar' })).toHaveCount(0)
    await page.keyboard.press('Escape')

    // Choosing the state it already has clears nothing.
    await choose(page, form, 'Taluka', 'Sangola')
    await choose(page, form, 'State', 'Maharashtra')
    await expect(taluka).toHaveText('Sangola')
    await choose(page, form, 'State', 'Gujarat')
    await expect(district).toHaveText('Select district')
    await expect(taluka).toHaveText('Select taluka')
    await district.click()
    await expect(page.getByRole('option', { name: 'Rajkot' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Solapur' })).toHaveCount(0)
  })

  test('edits a market, loading its record first', async ({ page, mock }) => {
    await mock.fault({ path: api.market.model.path, kind: 'latency', latencyMs: 800 })
    await openList(page)
    await marketRow(page, 'Sinnar').getByRole('button', { name: 'Edit Sinnar' }).click()
    const form = dialog(page, 'Update Market')
    await expect(form.getByRole('status')).toHaveText('Loading…')
    await expect(form.getByLabel('Market Name')).toHaveValue('Sinnar')
    await expect(form.getByRole('combobox', { name: 'District' })).toHaveText('Nashik')
    await expect(form.getByRole('combobox', { name: 'Taluka' })).toHaveText('Sinnar')
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toBeVisible()

    await form.getByLabel('Address').fill('New Market Yard, Sinnar')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, MARKET_MESSAGES.updated)
    await expect(marketRow(page, 'Sinnar')).toContainText('New Market Yard, Sinnar')

    // Opened again, the dialog shows the saved record, not the one cached before the save.
    await marketRow(page, 'Sinnar').getByRole('button', { name: 'Edit Sinnar' }).click()
    await expect(form.getByLabel('Address')).toHaveValue('New Market Yard, Sinnar')
  })

  test('a failed save shows the server message and keeps every typed value', async ({ page, mock }) => {
    await mock.fault({ path: api.market.addUpdate.path, kind: 'status500' })
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    const form = await fillNewMarket(page, 'Ozar')
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Market Name')).toHaveValue('Ozar')
    await expect(form.getByRole('combobox', { name: 'Taluka' })).toHaveText('Niphad')
    await expect(form.getByLabel('Mobile Number')).toHaveValue('9876543210')
    await expect(form.getByLabel('Address')).toHaveValue('Near the station, Niphad')
    await expect(form.getByRole('img', { name: 'Payment QR Code Photo preview' })).toBeVisible()

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(MARKET_MESSAGES.added)
  })

  test('closing the dialog discards what was typed', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Market' }).click()
    await dialog(page, 'Add Market').getByLabel('Market Name').fill('Half typed')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Add Market' }).click()
    await expect(dialog(page, 'Add Market').getByLabel('Market Name')).toHaveValue('')
  })
})

test.describe('market status and delete', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('changes a market’s status after confirmation', async ({ page }) => {
    await openList(page)
    const row = marketRow(page, 'Sinnar')
    await expect(row).toContainText('Active')
    await row.getByRole('button', { name: 'Change Status of Sinnar' }).click()
    const confirm = confirmDialog(page)
    await expect(confirm).toContainText('Are you sure you want to change the status?')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, MARKET_MESSAGES.statusChanged)
    await expect(row).toContainText('Inactive')

    // An inactive market leaves the top bar's Select Market.
    await page.getByRole('combobox', { name: 'Select Market' }).click()
    await expect(page.getByRole('option', { name: 'Lasalgaon' })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Sinnar' })).toHaveCount(0)
  })

  test('No leaves the status as it was', async ({ page }) => {
    await openList(page)
    await marketRow(page, 'Sinnar').getByRole('button', { name: 'Change Status of Sinnar' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click()
    await expect(page.getByRole('alertdialog')).toBeHidden()
    await expect(marketRow(page, 'Sinnar')).toContainText('Active')
  })

  test('deletes a new market; a market in use is refused with the server’s message', async ({
    page,
    request,
  }) => {
    const auth = { Authorization: `Bearer ${token}` }
    const first = async <T>(path: string): Promise<T> =>
      (await (await request.get(path, { headers: auth })).json()).responseData.data[0]
    const state = await first<{ stateID: number }>('/api/State/GetStateLookupList')
    const district = await first<{ districtID: number }>(
      `/api/District/GetDistrictLookupList?StateID=${state.stateID}`,
    )
    const taluka = await first<{ talukaID: number }>(
      `/api/Taluka/GetTalukaLookupList?DistrictID=${district.districtID}`,
    )
    const created = await request.post('/api/Market/AddUpdateMarket', {
      headers: auth,
      data: {
        marketKeyID: '',
        marketPlaceName: 'Temporary yard',
        ...state,
        ...district,
        ...taluka,
        marketMobileNo: '9876543210',
        marketAddress: 'Somewhere',
        paymentQRPhotoUrl: '/api/files/seed-qr-baramati.png',
      },
    })
    expect((await created.json()).statusCode).toBe(200)

    await openList(page)
    await marketRow(page, 'Temporary yard').getByRole('button', { name: 'Delete Temporary yard' }).click()
    const confirm = confirmDialog(page)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, MARKET_MESSAGES.deleted)
    await expect(marketRow(page, 'Temporary yard')).toHaveCount(0)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    // A demo market has employees assigned: the server refuses and says why, in the dialog.
    const refusal = await request.get(
      `/api/Market/DeleteMarket?MarketKeyID=${await marketKeyOf(request, token, 'Lasalgaon')}`,
      {
        headers: auth,
      },
    )
    const reason = (await refusal.json()).errorMessage as string
    expect(reason).toBeTruthy()
    await page.getByRole('searchbox', { name: 'Search' }).fill('Lasalgaon')
    await marketRow(page, 'Lasalgaon').getByRole('button', { name: 'Delete Lasalgaon' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(confirm.getByRole('alert')).toHaveText(reason)
    await confirm.getByRole('button', { name: 'No' }).click()
    await expect(marketRow(page, 'Lasalgaon')).toBeVisible()
    expect((await apiList(request, token)).totalCount).toBe(SEEDED_TOTAL)
  })
})
