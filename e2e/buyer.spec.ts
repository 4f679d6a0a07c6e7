import type { APIRequestContext, Page } from '@playwright/test'
import { api, type BuyerRow, PARTY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, listPage, withQuery } from './support/api'
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

const SEEDED_TOTAL = 30

const table = (page: Page) => page.getByRole('table', { name: 'Buyers' })
const rows = (page: Page) => tableRows(page, 'Buyers')
const rowOf = (page: Page, code: number) => rowWithCell(page, 'Buyers', String(code))

/** What the API itself answers, asked with the signed-in user's token. */
const apiBuyers = (request: APIRequestContext, token: string, body: object = {}) =>
  listPage<BuyerRow>(request, token, api.buyer.list, { pageSize: 100, ...body })

const openList = (page: Page, query = '') => openPage(page, `/buyer-list${query}`, 'Buyer List')

test.describe('buyer list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
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
    await expect(rowOf(page, 102).getByRole('cell', { name: '₹4,00,00,000.00' })).toBeVisible()
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
    await signIn.beforeGoto(page, { userName: '9000000007', password: 'Demo@1234' })
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
    token = (await signIn.beforeGoto()).token
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
    await expect(textbox(form, 'Credit Days')).toHaveValue('7')
    await expect(textbox(form, 'Credit Limit')).toHaveValue('0')
    await expect(form.getByText('0 means no limit.')).toBeVisible()

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    await expect(form.getByText('Choose a buyer type.')).toBeVisible()

    await textbox(form, 'Firm Name').pressSequentially('  sai krupa traders')
    await expect(textbox(form, 'Firm Name')).toHaveValue('Sai krupa traders')
    await textbox(form, 'Mobile Number').fill('9876501234')
    await choose(page, form, 'Buyer Type', 'Outstation')
    await textbox(form, 'GSTIN').pressSequentially('27abcde 1234')
    await expect(textbox(form, 'GSTIN')).toHaveValue('27ABCDE1234')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(PARTY_MESSAGES.gstin)).toBeVisible()

    await textbox(form, 'GSTIN').fill(jain.gstin.toLowerCase())
    await expect(textbox(form, 'GSTIN')).toHaveValue(jain.gstin)
    await expect(form.getByText(PARTY_MESSAGES.gstin)).toBeHidden()
    await textbox(form, 'City').fill('Surat')
    await choose(page, form, 'State', 'Gujarat')
    await textbox(form, 'Credit Limit').fill('150000')
    await expect(textbox(form, 'Credit Limit')).toHaveValue('1,50,000')
    await textbox(form, 'Credit Days').fill('21')
    await form.getByRole('button', { name: 'Submit' }).click()

    const warning = form.getByRole('alert')
    await expect(warning).toContainText(
      `${PARTY_MESSAGES.duplicatePrefix} Buyer 102 Jain Traders, Pimpalgaon has the same GSTIN.`,
    )
    await expect(textbox(form, 'Firm Name')).toHaveValue('Sai krupa traders')
    await warning.getByRole('button', { name: 'Save anyway' }).click()
    await expect(form).toBeHidden()
    await closeSuccess(page, 'Buyer Added Successfully')

    const added = rowOf(page, 101 + SEEDED_TOTAL)
    await expect(added).toContainText('Sai krupa traders')
    await expect(added).toContainText('Outstation')
    await expect(added.getByRole('cell', { name: '₹1,50,000.00' })).toBeVisible()
    await expect(added.getByRole('cell', { name: '21', exact: true })).toBeVisible()
  })

  test('edits a buyer, changes its status; one with sales stays, one without is deleted', async ({
    page,
    request,
  }) => {
    await openList(page, '?q=Jain%20Traders')
    const row = rowOf(page, 102)
    await row.getByRole('button', { name: 'Edit Jain Traders (102)' }).click()
    const form = page.getByRole('dialog', { name: 'Update Buyer' })
    await expect(textbox(form, 'Firm Name')).toHaveValue('Jain Traders')
    await expect(textbox(form, 'Credit Limit')).toHaveValue('4,00,00,000')
    await expect(form.getByRole('combobox', { name: 'Buyer Type' })).toHaveText('Local')
    await textbox(form, 'Credit Limit').fill('0')
    await textbox(form, 'Proprietor').fill('Mahavir Jain')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Buyer Updated Successfully')
    await expect(row.getByRole('cell', { name: 'No limit' })).toBeVisible()

    await row.getByRole('button', { name: 'Change Status of Jain Traders (102)' }).click()
    const confirm = confirmDialog(page)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Buyer status changed successfully.')
    await expect(row).toContainText('Inactive')

    await row.getByRole('button', { name: 'Delete Jain Traders (102)' }).click()
    await expect(confirm).toContainText('Do you want to delete the buyer Jain Traders (102)?')
    await confirm.getByRole('button', { name: 'Yes' }).click()
    // Jain Traders has bought at auctions, so the server keeps it and the confirmation says why.
    await expect(confirm.getByRole('alert')).toHaveText(
      'This buyer has auction lines or bills and cannot be deleted. Make the buyer Inactive instead.',
    )
    await confirm.getByRole('button', { name: 'No' }).click()

    const [jain] = (await apiBuyers(request, token, { searchKeyword: 'Jain Traders' })).data
    const model = await callApi<object>(
      request,
      token,
      withQuery(api.buyer.model, { BuyerKeyID: jain!.buyerKeyID }),
    )
    const fresh = await callApi<{ buyerCode: number }>(request, token, api.buyer.addUpdate, {
      ...model.responseData!.data,
      buyerKeyID: '',
      firmName: 'Ganesh Fruit Mart',
      mobileNo: '9876509999',
      gstin: '',
      confirmDuplicate: true,
    })
    const code = fresh.responseData!.data.buyerCode
    await openList(page, '?q=Ganesh%20Fruit%20Mart')
    await rowOf(page, code)
      .getByRole('button', { name: `Delete Ganesh Fruit Mart (${code})` })
      .click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Buyer deleted successfully.')
    await expect(table(page).getByText('No records found.')).toBeVisible()
  })

  test('a failed save keeps everything typed', async ({ page, mock }) => {
    await mock.fault({ path: api.buyer.addUpdate.path, kind: 'status500' })
    await openList(page)
    await page.getByRole('button', { name: 'Add Buyer' }).click()
    const form = page.getByRole('dialog', { name: 'Add Buyer' })
    await textbox(form, 'Firm Name').fill('Laxmi Fruit Co.')
    await textbox(form, 'Mobile Number').fill('9876501299')
    await choose(page, form, 'Buyer Type', 'Retailer')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(textbox(form, 'Firm Name')).toHaveValue('Laxmi Fruit Co.')
    await expect(form.getByRole('combobox', { name: 'Buyer Type' })).toHaveText('Retailer')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('Buyer Added Successfully')
  })
})
