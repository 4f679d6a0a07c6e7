import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  api,
  DATE_RANGE_OPTIONS,
  IMAGE_HINT,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MARKET_MESSAGES,
  MOBILE_INVALID,
  REQUIRED,
  resolveDateRange,
} from '../contracts'
import { expect, test } from './fixtures'
import { listPage, marketKeyOf } from './support/api'
import { TODAY } from './support/env'
import {
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  rowWithCell,
  showing,
  success,
  tableRows,
} from './support/ui'

/** A 1×1 PNG: the smallest file the server accepts as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 0x20),
  Buffer.from([0xff, 0xd9]),
])
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const TOO_LARGE = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])

const SEEDED_TOTAL = 28

const table = (page: Page) => page.getByRole('table', { name: 'Markets' })
const rows = (page: Page) => tableRows(page, 'Markets')
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const marketRow = (page: Page, name: string) => rowWithCell(page, 'Markets', name)

interface ListBody {
  pageNo?: number
  searchKeyword?: string
  sortingColumnName?: string
  sortingDirection?: string
  fromDate?: string
  toDate?: string
}

/** What the API itself answers for a list request, asked with the signed-in user's token. */
const apiList = (request: APIRequestContext, token: string, body: ListBody = {}) =>
  listPage<{ marketPlaceName: string }>(request, token, api.market.list, body)

const openList = (page: Page, query = '') => openPage(page, `/market-list${query}`, 'Market List')

test.describe('market list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test('pages through the seed to the last page and back @compose', async ({ page }) => {
    await openList(page)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(rows(page)).toHaveCount(10)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await pagination.getByRole('button', { name: 'Last page' }).click()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    await expect(rows(page)).toHaveCount(SEEDED_TOTAL - 20)
    await expect(page).toHaveURL(/pageNo=2/)
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await pagination.getByRole('button', { name: 'Page 2' }).click()
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${SEEDED_TOTAL}`)
    // The page buttons are reachable and usable from the keyboard.
    await pagination.getByRole('button', { name: 'Previous page' }).focus()
    await page.keyboard.press('Enter')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('search narrows the list after a pause and returns to the first page', async ({ page, request }) => {
    await openList(page, '?pageNo=1')
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${SEEDED_TOTAL}`)
    const expected = await apiList(request, token, { searchKeyword: 'solapur' })
    expect(expected.totalCount).toBeGreaterThan(0)

    await page.getByRole('searchbox', { name: 'Search' }).fill('solapur')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
    await expect(page).toHaveURL(/q=solapur/)
    await expect(page).not.toHaveURL(/pageNo=/)
    await expect(marketRow(page, 'Sangola')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz-none')
    await expect(table(page).getByText('No records found.')).toBeVisible()
    await table(page).getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('a numeric search in a shared link stays text', async ({ page }) => {
    await openList(page, '?q=9000010005')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('9000010005')
    await expect(rows(page)).toHaveCount(1)
    await expect(marketRow(page, 'Sinnar')).toBeVisible()
  })

  test('sorts by a column both ways, then back to the default order', async ({ page, request }) => {
    await openList(page, '?pageNo=1')
    const header = table(page).getByRole('columnheader', { name: 'Market Name' })
    const first = rows(page).first().getByRole('cell').first()
    const asc = await apiList(request, token, {
      sortingColumnName: 'marketPlaceName',
      sortingDirection: 'asc',
    })
    const desc = await apiList(request, token, {
      sortingColumnName: 'marketPlaceName',
      sortingDirection: 'desc',
    })
    const plain = await apiList(request, token)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(first).toHaveText(asc.data[0]!.marketPlaceName)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(first).toHaveText(desc.data[0]!.marketPlaceName)
    await expect(page).toHaveURL(/sort=marketPlaceName.*dir=desc/)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await expect(first).toHaveText(plain.data[0]!.marketPlaceName)
    await expect(page).not.toHaveURL(/sort=/)
  })

  test('every date range option shows what the API answers for its dates', async ({ page, request }) => {
    await openList(page)
    for (const option of DATE_RANGE_OPTIONS.filter((o) => o.value > 0 && o.value < 11)) {
      const dates = resolveDateRange(option.value, TODAY)!
      const expected = await apiList(request, token, dates)
      await choose(page, page, 'Date range', option.label)
      const shown = `${dates.fromDate.split('-').reverse().join('-')} to ${dates.toDate.split('-').reverse().join('-')}`
      await expect(page.getByText(shown, { exact: true })).toBeVisible()
      if (expected.totalCount === 0) {
        await expect(table(page).getByText('No records found.')).toBeVisible()
      } else {
        await expect(showing(page)).toHaveText(
          `Showing 1–${Math.min(10, expected.totalCount)} of ${expected.totalCount}`,
        )
      }
      await expect(page).toHaveURL(new RegExp(`range=${option.value}(&|$)`))
    }
    await choose(page, page, 'Date range', 'All')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('a custom range filters once both dates are in order', async ({ page, request }) => {
    await openList(page)
    await choose(page, page, 'Date range', 'Custom Date Range')
    const from = page.getByLabel('From date')
    const to = page.getByLabel('To date')
    await expect(from).toHaveAttribute('min', '1900-01-01')
    await expect(to).toHaveAttribute('max', '2099-12-31')

    await from.fill('2026-11-20')
    await to.fill('2026-11-01')
    await expect(page.getByRole('alert')).toHaveText('From date must be on or before To date.')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    await from.fill('2026-10-01')
    const expected = await apiList(request, token, { fromDate: '2026-10-01', toDate: '2026-11-01' })
    await expect(page.getByText('01-10-2026 to 01-11-2026', { exact: true })).toBeVisible()
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)

    // The custom dates become the shared dates: a list opened without any starts from them.
    await openList(page)
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Custom Date Range')
    await expect(page.getByLabel('From date')).toHaveValue('2026-10-01')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
  })

  test('reload and back/forward restore the view', async ({ page }) => {
    await openList(page)
    const header = table(page).getByRole('columnheader', { name: 'Created Date' })
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    const lastRowName = await rows(page).last().getByRole('cell').first().textContent()

    await page.reload()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows(page).last().getByRole('cell').first()).toHaveText(lastRowName!)

    await page.goBack()
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await page.goBack()
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await page.goForward()
    await page.goForward()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
  })

  test('a failing list shows the server message and recovers with Retry', async ({ page, mock }) => {
    await mock.fault({ path: api.market.list.path, kind: 'status500', count: 3 })
    await openList(page)
    await expect(table(page).getByRole('alert')).toContainText('Injected fault: the server failed.')
    await table(page).getByRole('button', { name: 'Retry' }).click()
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('exports every row the filters select as CSV', async ({ page, request }) => {
    const expected = await apiList(request, token, { searchKeyword: 'solapur' })
    await openList(page, '?q=solapur')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`markets-${TODAY}.csv`)
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Market Name,State,District,Taluka,Mobile Number,Address,Status,Created Date')
    expect(lines).toHaveLength(1 + expected.totalCount)
    expect(lines.find((line) => line.startsWith('Sangola,'))).toMatch(
      /,"[^"]*Sangola[^"]*",Active,\d{2}-\d{2}-\d{4}$/,
    )
  })

  test('the QR thumbnail opens a larger view', async ({ page }) => {
    await openList(page)
    await marketRow(page, 'Sinnar').getByRole('button', { name: 'View Payment QR code of Sinnar' }).click()
    const view = dialog(page, 'Payment QR code of Sinnar')
    await expect(view.getByRole('img', { name: 'Payment QR code of Sinnar' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(view).toBeHidden()
  })
})

test.describe('market form', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
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
    token = (await signIn()).token
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
