import type { APIRequestContext, Page } from '@playwright/test'
import { type BuyerRow, PARTY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { choose, showing } from './support/ui'

const SEEDED_TOTAL = 30

const table = (page: Page) => page.getByRole('table', { name: 'Buyers' })
const rows = (page: Page) => table(page).locator('tbody tr')
const rowOf = (page: Page, code: number) =>
  rows(page).filter({ has: page.getByRole('cell', { name: String(code), exact: true }) })
const text = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true })

/** What the API itself answers, asked with the signed-in user's token. */
async function apiBuyers(request: APIRequestContext, token: string, body: Record<string, unknown> = {}) {
  const response = await request.post('/api/Buyer/GetBuyerList', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 0, pageSize: 100, ...body },
  })
  return (await response.json()).responseData as { data: BuyerRow[]; totalCount: number }
}

async function openList(page: Page, query = '') {
  await page.goto(`/buyer-list${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer List' })).toBeVisible()
}

test.describe('buyer list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test('shows the seed with credit in rupees, searches and filters by type', async ({ page, request }) => {
    await openList(page, '?sort=buyerCode')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Code',
      'Firm Name',
      'Type',
      'City',
      'Mobile',
      'GSTIN',
      'Credit Limit',
      'Credit Days',
      'Status',
      'Actions',
    ])
    await expect(rowOf(page, 102)).toContainText('Jain Traders')
    await expect(rowOf(page, 102).getByRole('cell', { name: '₹3,00,000.00' })).toBeVisible()
    // A credit limit of 0 means none.
    await expect(rowOf(page, 109).getByRole('cell', { name: 'No limit' })).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search' }).fill('kolkata')
    await expect(showing(page)).toHaveText('Showing 1–2 of 2')
    await expect(table(page)).toContainText('Bengal Tomato Suppliers')
    await expect(table(page)).toContainText('Ganga Onion Traders')
    await page.getByRole('searchbox', { name: 'Search' }).fill('')

    const exporters = await apiBuyers(request, token, { buyerType: 'Exporter' })
    expect(exporters.totalCount).toBeGreaterThan(1)
    await choose(page, page, 'Type', 'Type: Exporter')
    await expect(page).toHaveURL(/buyerType=Exporter/)
    await expect(showing(page)).toHaveText(`Showing 1–${exporters.totalCount} of ${exporters.totalCount}`)
    for (const row of await rows(page).all()) await expect(row).toContainText('Exporter')

    await choose(page, page, 'Type', 'Type: All')
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(rows(page)).toHaveCount(1)
    await expect(rowOf(page, 129)).toContainText('Inactive')
  })

  test('a view-only role sees every change disabled', async ({ page, signIn }) => {
    await signIn(page, { userName: '9000000007', password: 'Demo@1234' })
    await openList(page)
    await expect(rows(page)).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Add Buyer' })).toBeDisabled()
    const first = rows(page).first()
    await expect(first.getByRole('button', { name: /^Edit / })).toBeDisabled()
    await expect(first.getByRole('button', { name: /^Change Status of / })).toBeDisabled()
    await expect(first.getByRole('button', { name: /^Delete / })).toBeDisabled()
  })
})

test.describe('buyer form', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test('adds a buyer: defaults, GSTIN rules, duplicate GSTIN warning, Save anyway', async ({
    page,
    request,
  }) => {
    const jain = (await apiBuyers(request, token, { searchKeyword: 'Jain Traders' })).data[0]!
    expect(jain.gstin).toMatch(/^27/)
    await openList(page)
    await page.getByRole('button', { name: 'Add Buyer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Buyer' })
    await expect(text(form, 'Credit Days')).toHaveValue('7')
    await expect(text(form, 'Credit Limit')).toHaveValue('0')
    await expect(form.getByText('0 means no limit.')).toBeVisible()

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    await expect(form.getByText('Choose a buyer type.')).toBeVisible()

    await text(form, 'Firm Name').pressSequentially('  sai krupa traders')
    await expect(text(form, 'Firm Name')).toHaveValue('Sai krupa traders')
    await text(form, 'Mobile Number').fill('9876501234')
    await choose(page, form, 'Buyer Type', 'Outstation')
    await text(form, 'GSTIN').pressSequentially('27abcde 1234')
    await expect(text(form, 'GSTIN')).toHaveValue('27ABCDE1234')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(PARTY_MESSAGES.gstin)).toBeVisible()

    await text(form, 'GSTIN').fill(jain.gstin.toLowerCase())
    await expect(text(form, 'GSTIN')).toHaveValue(jain.gstin)
    await expect(form.getByText(PARTY_MESSAGES.gstin)).toBeHidden()
    await text(form, 'City').fill('Surat')
    await choose(page, form, 'State', 'Gujarat')
    await text(form, 'Credit Limit').fill('150000')
    await expect(text(form, 'Credit Limit')).toHaveValue('1,50,000')
    await text(form, 'Credit Days').fill('21')
    await form.getByRole('button', { name: 'Submit' }).click()

    const warning = form.getByRole('alert')
    await expect(warning).toContainText(
      `${PARTY_MESSAGES.duplicatePrefix} Buyer 102 Jain Traders, Pimpalgaon has the same GSTIN.`,
    )
    await expect(text(form, 'Firm Name')).toHaveValue('Sai krupa traders')
    await warning.getByRole('button', { name: 'Save anyway' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByTestId('success-message')).toHaveText('Buyer Added Successfully')
    await page.getByRole('button', { name: 'Close' }).click()

    const added = rowOf(page, 101 + SEEDED_TOTAL)
    await expect(added).toContainText('Sai krupa traders')
    await expect(added).toContainText('Outstation')
    await expect(added.getByRole('cell', { name: '₹1,50,000.00' })).toBeVisible()
    await expect(added.getByRole('cell', { name: '21', exact: true })).toBeVisible()
  })

  test('edits a buyer, changes its status and deletes it', async ({ page }) => {
    await openList(page, '?q=Jain%20Traders')
    const row = rowOf(page, 102)
    await row.getByRole('button', { name: 'Edit Jain Traders (102)' }).click()
    const form = page.getByRole('dialog', { name: 'Update Buyer' })
    await expect(text(form, 'Firm Name')).toHaveValue('Jain Traders')
    await expect(text(form, 'Credit Limit')).toHaveValue('3,00,000')
    await expect(form.getByRole('combobox', { name: 'Buyer Type' })).toHaveText('Local')
    await text(form, 'Credit Limit').fill('0')
    await text(form, 'Proprietor').fill('Mahavir Jain')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('success-message')).toHaveText('Buyer Updated Successfully')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(row.getByRole('cell', { name: 'No limit' })).toBeVisible()

    await row.getByRole('button', { name: 'Change Status of Jain Traders (102)' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByTestId('success-message')).toHaveText('Buyer status changed successfully.')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(row).toContainText('Inactive')

    await row.getByRole('button', { name: 'Delete Jain Traders (102)' }).click()
    await expect(confirm).toContainText('Do you want to delete the buyer Jain Traders (102)?')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByTestId('success-message')).toHaveText('Buyer deleted successfully.')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(table(page).getByText('No records found.')).toBeVisible()
  })

  test('a failed save keeps everything typed', async ({ page, mock }) => {
    await mock.fault({ path: 'Buyer/AddUpdateBuyer', kind: 'status500' })
    await openList(page)
    await page.getByRole('button', { name: 'Add Buyer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Buyer' })
    await text(form, 'Firm Name').fill('Laxmi Fruit Co.')
    await text(form, 'Mobile Number').fill('9876501299')
    await choose(page, form, 'Buyer Type', 'Retailer')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(text(form, 'Firm Name')).toHaveValue('Laxmi Fruit Co.')
    await expect(form.getByRole('combobox', { name: 'Buyer Type' })).toHaveText('Retailer')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByTestId('success-message')).toHaveText('Buyer Added Successfully')
  })
})
