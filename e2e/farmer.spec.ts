import type { APIRequestContext, Page } from '@playwright/test'
import { api, type FarmerRow, PARTY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { listPage } from './support/api'
import {
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  rowWithCell,
  showing,
  success,
  tableRows,
  textbox,
} from './support/ui'

const SEEDED_TOTAL = 240
const MARKET = 'Pimpalgaon Baswant'

const table = (page: Page) => page.getByRole('table', { name: 'Farmers' })
const rows = (page: Page) => tableRows(page, 'Farmers')
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' })
const rowOf = (page: Page, code: number) => rowWithCell(page, 'Farmers', String(code))

/** What the API itself answers, asked with the signed-in user's token. */
const apiFarmers = (request: APIRequestContext, token: string, body: object = {}) =>
  listPage<FarmerRow>(request, token, api.farmer.list, body)

const openList = (page: Page, query = '') => openPage(page, `/farmer-list${query}`, 'Farmer List')

test.describe('farmer list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('shows the seed, searches, and filters by status and market', async ({ page, request }) => {
    await openList(page)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Code',
      'Farmer Name',
      'Village',
      'Mobile',
      'Taluka',
      'Markets',
      'Status',
      'Created Date',
      'Actions',
    ])

    const vinchur = await apiFarmers(request, token, { searchKeyword: 'vinchur' })
    expect(vinchur.totalCount).toBeGreaterThan(0)
    await search(page).fill('vinchur')
    await expect(showing(page)).toHaveText(new RegExp(`of ${vinchur.totalCount}$`))
    await table(page).getByRole('button', { name: 'Code' }).click()
    await expect(page).toHaveURL(/sort=farmerCode/)
    await expect(rowOf(page, 1001)).toContainText('Sunil Pawar')
    await expect(rowOf(page, 1001)).toContainText('Lasalgaon, Pimpalgaon Baswant')
    await search(page).fill('')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    const inactive = await apiFarmers(request, token, { isActive: false })
    expect(inactive.totalCount).toBeGreaterThan(0)
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(page).toHaveURL(/isActive=false/)
    await expect(showing(page)).toHaveText(new RegExp(`of ${inactive.totalCount}$`))
    await expect(rows(page).getByText('Active', { exact: true })).toHaveCount(0)
    await choose(page, page, 'Status', 'Status: All')

    await choose(page, page, 'Market', 'Market: Sangola')
    await expect(page).toHaveURL(/marketKeyID=/)
    const sangola = await apiFarmers(request, token, {
      marketKeyID: new URL(page.url()).searchParams.get('marketKeyID')?.replaceAll('"', ''),
    })
    await expect(showing(page)).toHaveText(new RegExp(`of ${sangola.totalCount}$`))
    expect(sangola.totalCount).toBeLessThan(SEEDED_TOTAL)
    for (const row of await rows(page).all()) await expect(row).toContainText('Sangola')
  })

  test('a view-only role sees every change disabled', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, { userName: '9000000007', password: 'Demo@1234' })
    await openList(page)
    await expect(rows(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Add Farmer' })).toBeDisabled()
    const first = rows(page).first()
    await expect(first.getByRole('button', { name: /^Edit / })).toBeDisabled()
    await expect(first.getByRole('button', { name: /^Change Status of / })).toBeDisabled()
    await expect(first.getByRole('button', { name: /^Delete / })).toBeDisabled()
  })
})

test.describe('farmer form', () => {
  let token = ''
  test.beforeEach(async ({ page, signIn }) => {
    token = (await signIn()).token
    // New farmers start in the market chosen in the top bar.
    await choose(page, page, 'Select Market', MARKET)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('adds a farmer: rules as typed, messages on submit, duplicate warning, Save anyway', async ({
    page,
    request,
  }) => {
    const sunil = (await apiFarmers(request, token, { searchKeyword: '1001' })).data.find(
      (f) => f.farmerCode === 1001,
    )!
    await openList(page)
    await page.getByRole('button', { name: 'Add Farmer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Farmer' })
    await expect(form.getByRole('checkbox', { name: MARKET })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Sangola' })).not.toBeChecked()

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(3)

    await textbox(form, 'Farmer Name').pressSequentially('  ramesh jadhav')
    await expect(textbox(form, 'Farmer Name')).toHaveValue('Ramesh jadhav')
    await textbox(form, 'Mobile Number').pressSequentially('51a23-456789')
    await expect(textbox(form, 'Mobile Number')).toHaveValue('5123456789')
    await textbox(form, 'Village').fill('Kasbe Sukene')
    await choose(page, form, 'State', 'Maharashtra')
    await choose(page, form, 'District', 'Nashik')
    await choose(page, form, 'Taluka', 'Niphad')
    // Only the last four digits of Aadhaar are ever kept; the label says so.
    await textbox(form, 'Aadhaar (last 4 digits only)').pressSequentially('1234 5678 9012')
    await expect(textbox(form, 'Aadhaar (last 4 digits only)')).toHaveValue('1234')
    await textbox(form, 'IFSC').pressSequentially('sbin 000123')
    await expect(textbox(form, 'IFSC')).toHaveValue('SBIN000123')
    await textbox(form, 'PAN').pressSequentially('abcde1234f')
    await expect(textbox(form, 'PAN')).toHaveValue('ABCDE1234F')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(PARTY_MESSAGES.mobile)).toBeVisible()
    await expect(form.getByText(PARTY_MESSAGES.ifsc)).toBeVisible()

    await textbox(form, 'IFSC').fill('sbin0001234')
    await expect(textbox(form, 'IFSC')).toHaveValue('SBIN0001234')
    await expect(form.getByText(PARTY_MESSAGES.ifsc)).toBeHidden()
    await textbox(form, 'Account Number').fill('12345678901')
    await textbox(form, 'Opening Balance').fill('')
    await textbox(form, 'Opening Balance').pressSequentially('125000')
    await expect(textbox(form, 'Opening Balance')).toHaveValue('1,25,000')
    await choose(page, form, 'Balance Type', 'Receivable')
    await form.getByRole('checkbox', { name: 'Lasalgaon' }).check()

    // Sunil Pawar's number: the server asks whether this is the same person.
    await textbox(form, 'Mobile Number').fill(sunil.mobileNo)
    await form.getByRole('button', { name: 'Submit' }).click()
    const warning = form.getByRole('alert')
    await expect(warning).toContainText(`${PARTY_MESSAGES.duplicatePrefix} Farmer 1001 Sunil Pawar, Vinchur`)
    await expect(textbox(form, 'Farmer Name')).toHaveValue('Ramesh jadhav')
    await expect(textbox(form, 'Opening Balance')).toHaveValue('1,25,000')
    await warning.getByRole('button', { name: 'Save anyway' }).click()

    await expect(form).toBeHidden()
    await closeSuccess(page, 'Farmer Added Successfully')
    const added = rowOf(page, 1001 + SEEDED_TOTAL)
    await expect(added).toContainText('Ramesh jadhav')
    await expect(added).toContainText('Kasbe Sukene')
    await expect(added).toContainText('Niphad')
    await expect(added).toContainText('Lasalgaon, Pimpalgaon Baswant')
    await expect(added).toContainText('21-11-2026')

    const saved = (await apiFarmers(request, token, { searchKeyword: 'Kasbe Sukene' })).data[0]!
    expect(saved).toMatchObject({
      aadhaarLast4: '1234',
      ifsc: 'SBIN0001234',
      pan: 'ABCDE1234F',
      openingBalance: 125000,
      openingBalanceType: 'Receivable',
    })
  })

  test('edits a farmer loaded into the form', async ({ page }) => {
    await openList(page, '?q=1001')
    await rowOf(page, 1001).getByRole('button', { name: 'Edit Sunil Pawar (1001)' }).click()
    const form = page.getByRole('dialog', { name: 'Update Farmer' })
    await expect(textbox(form, 'Farmer Name')).toHaveValue('Sunil Pawar')
    await expect(textbox(form, 'Village')).toHaveValue('Vinchur')
    await expect(form.getByRole('combobox', { name: 'Taluka' })).toHaveText('Niphad')
    await expect(form.getByRole('checkbox', { name: 'Lasalgaon' })).toBeChecked()

    await textbox(form, 'Village').fill('Vinchur Gavthan')
    await form.getByRole('checkbox', { name: 'Lasalgaon' }).uncheck()
    await textbox(form, 'UPI ID').fill('sunil.pawar@oksbi')
    await page.keyboard.press('Enter')
    await closeSuccess(page, 'Farmer Updated Successfully')
    await expect(rowOf(page, 1001)).toContainText('Vinchur Gavthan')
    await expect(rowOf(page, 1001).getByRole('cell', { name: MARKET, exact: true })).toBeVisible()
  })

  test('changes a status and deletes a farmer after confirmation', async ({ page }) => {
    await openList(page, '?q=1001')
    const row = rowOf(page, 1001)
    await expect(row).toContainText('Active')
    await row.getByRole('button', { name: 'Change Status of Sunil Pawar (1001)' }).click()
    const confirm = confirmDialog(page)
    await expect(confirm).toContainText('Are you sure you want to change the status?')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Farmer status changed successfully.')
    await expect(row).toContainText('Inactive')

    await row.getByRole('button', { name: 'Delete Sunil Pawar (1001)' }).click()
    await expect(confirm).toContainText('Do you want to delete the farmer Sunil Pawar (1001)?')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Farmer deleted successfully.')
    await expect(rowOf(page, 1001)).toHaveCount(0)
  })

  test('a failed save keeps everything typed and can be sent again', async ({ page, mock }) => {
    await mock.fault({ path: api.farmer.addUpdate.path, kind: 'status500' })
    await openList(page)
    await page.getByRole('button', { name: 'Add Farmer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Farmer' })
    await textbox(form, 'Farmer Name').fill('Kisan Thorat')
    await textbox(form, 'Mobile Number').fill('9822000001')
    await textbox(form, 'Village').fill('Shirwade')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByRole('button', { name: 'Save anyway' })).toHaveCount(0)
    await expect(textbox(form, 'Farmer Name')).toHaveValue('Kisan Thorat')
    await expect(textbox(form, 'Village')).toHaveValue('Shirwade')
    await expect(form.getByRole('checkbox', { name: MARKET })).toBeChecked()

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('Farmer Added Successfully')
  })
})
