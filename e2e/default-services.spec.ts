import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { api, DEFAULT_SERVICE_MESSAGES } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf } from './support/api'
import { choose, closeSuccess, success } from './support/ui'

interface Row {
  serviceName: string
  dstid: number
  amount: number
  transportationTypeID: number
}

const partyTab = (page: Page, name: 'Farmer Default Services' | 'Buyer Default Services') =>
  page.getByRole('tab', { name })
const transportTab = (page: Page, name: 'Crates' | 'Trolley') => page.getByRole('tab', { name })
const amount = (page: Page, service: string) => page.getByRole('textbox', { name: `Amount for ${service}` })
const serviceType = (page: Page, service: string) =>
  page.getByRole('combobox', { name: `Default Service Type for ${service}` })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Set Default Values' })

const chooseType = (page: Page, service: string, type: 'Fixed' | 'Percentage' | 'PerKG') =>
  choose(page, page, `Default Service Type for ${service}`, type)

async function retype(field: Locator, text: string) {
  await field.fill('')
  await field.pressSequentially(text)
}

async function savedRows(request: APIRequestContext, token: string, party: 'Farmer' | 'Buyer', key: string) {
  const path = `${party}MarketServices/Get${party}MarketServicesModel?MarketKeyID=${key}`
  return (await callApi<Row[]>(request, token, path)).responseData?.data ?? []
}

const find = (rows: Row[], serviceName: string, transportationTypeID: number) =>
  rows.find((r) => r.serviceName === serviceName && r.transportationTypeID === transportationTypeID)

/** Opens the screen the way the spec does: the market list's action, the key in navigation state. */
async function openFromMarketList(page: Page, market: string) {
  await page.goto(`/market-list?q=${encodeURIComponent(market)}`)
  await page.getByRole('button', { name: `Default Services of ${market}` }).click()
  await expect(page).toHaveURL(/\/default-services$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Default services' })).toBeVisible()
  await expect(page.getByText(`Market: ${market}`)).toBeVisible()
}

test.describe('default services', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('saves all four tabs and shows what was saved after a reload', async ({ page, request }) => {
    await openFromMarketList(page, 'Lasalgaon')
    await expect(partyTab(page, 'Farmer Default Services')).toHaveAttribute('aria-selected', 'true')
    await expect(transportTab(page, 'Crates')).toHaveAttribute('aria-selected', 'true')
    const table = page.getByRole('table', { name: 'Farmer Default Services: Crates' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Service Name',
      'Default Service Type',
      'Amount',
    ])
    await expect(table.getByRole('rowheader')).toHaveText([
      'Aadat',
      'Machine Grading',
      'Hand Grading',
      'Farmer Grading',
      'Loading / Unloading',
      'Stationary',
    ])

    // Farmer, crates and trolley; then a trip to the buyer tab must not lose the edits.
    await chooseType(page, 'Machine Grading', 'PerKG')
    await retype(amount(page, 'Machine Grading'), '12.5')
    await transportTab(page, 'Trolley').click()
    await retype(amount(page, 'Loading / Unloading'), '0.07')
    await partyTab(page, 'Buyer Default Services').click()
    await partyTab(page, 'Farmer Default Services').click()
    await expect(amount(page, 'Loading / Unloading')).toHaveValue('0.07')
    await transportTab(page, 'Crates').click()
    await expect(amount(page, 'Machine Grading')).toHaveValue('12.5')
    await expect(serviceType(page, 'Machine Grading')).toHaveText('PerKG')
    await saveButton(page).click()
    await closeSuccess(page, DEFAULT_SERVICE_MESSAGES.farmerSaved)

    await partyTab(page, 'Buyer Default Services').click()
    await expect(
      page.getByRole('table', { name: 'Buyer Default Services: Crates' }).getByRole('rowheader'),
    ).toHaveText(['Aadat', 'Hamali', 'Stationary'])
    await retype(amount(page, 'Hamali'), '1500')
    await expect(amount(page, 'Hamali')).toHaveValue('1,500')
    await transportTab(page, 'Trolley').click()
    await chooseType(page, 'Stationary', 'Fixed')
    await retype(amount(page, 'Stationary'), '12345.75')
    await expect(amount(page, 'Stationary')).toHaveValue('12,345.75')
    await saveButton(page).click()
    await closeSuccess(page, DEFAULT_SERVICE_MESSAGES.buyerSaved)

    const key = await marketKeyOf(request, token, 'Lasalgaon')
    const farmer = await savedRows(request, token, 'Farmer', key)
    expect(find(farmer, 'Machine Grading', 1)).toMatchObject({ dstid: 3, amount: 12.5 })
    expect(find(farmer, 'Loading / Unloading', 2)).toMatchObject({ amount: 0.07 })
    const buyer = await savedRows(request, token, 'Buyer', key)
    expect(find(buyer, 'Hamali', 1)).toMatchObject({ amount: 1500 })
    expect(find(buyer, 'Stationary', 2)).toMatchObject({ dstid: 1, amount: 12345.75 })

    // Navigation state survives a reload, so the screen still shows Lasalgaon and what was saved.
    await page.reload()
    await expect(page.getByText('Market: Lasalgaon')).toBeVisible()
    await expect(amount(page, 'Machine Grading')).toHaveValue('12.5')
    await transportTab(page, 'Trolley').click()
    await expect(amount(page, 'Loading / Unloading')).toHaveValue('0.07')
    await partyTab(page, 'Buyer Default Services').click()
    await expect(amount(page, 'Hamali')).toHaveValue('1,500')
    await transportTab(page, 'Trolley').click()
    await expect(amount(page, 'Stationary')).toHaveValue('12,345.75')
  })

  test('the amount accepts only digits, one point, 8 + 2 digits and Percentage ≤ 100', async ({ page }) => {
    await openFromMarketList(page, 'Lasalgaon')
    const field = amount(page, 'Hand Grading')
    await retype(field, 'a1b2c3')
    await expect(field).toHaveValue('123')
    await retype(field, '.5')
    await expect(field).toHaveValue('5')
    await retype(field, '12.3.4')
    await expect(field).toHaveValue('12.34')
    await retype(field, '1234567.509')
    await expect(field).toHaveValue('12,34,567.50')
    await retype(field, '123456789')
    await expect(field).toHaveValue('1,23,45,678')
    await expect(field).toHaveAttribute('maxlength', '12')
  })

  test('a percentage above 100 is refused inline and not saved', async ({ page, request }) => {
    await openFromMarketList(page, 'Sangola')
    await chooseType(page, 'Hand Grading', 'Percentage')
    await retype(amount(page, 'Hand Grading'), '150')
    await expect(page.getByText(DEFAULT_SERVICE_MESSAGES.percentageOver)).toBeVisible()
    await retype(amount(page, 'Hand Grading'), '100')
    await expect(page.getByText(DEFAULT_SERVICE_MESSAGES.percentageOver)).toHaveCount(0)
    await retype(amount(page, 'Hand Grading'), '100.5')

    // The faulty row is on Crates; a save from Trolley brings it into view instead of saving.
    await transportTab(page, 'Trolley').click()
    await saveButton(page).click()
    await expect(transportTab(page, 'Crates')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(DEFAULT_SERVICE_MESSAGES.percentageOver)).toBeVisible()
    await expect(success(page)).toHaveCount(0)
    const rows = await savedRows(request, token, 'Farmer', await marketKeyOf(request, token, 'Sangola'))
    expect(find(rows, 'Hand Grading', 1)).toMatchObject({ dstid: 1, amount: 5 })
  })

  test('a failed save shows the server message and keeps the edits', async ({ page, mock }) => {
    await mock.fault({ path: api.buyerMarketServices.save.path, kind: 'status500' })
    await openFromMarketList(page, 'Narayangaon')
    await partyTab(page, 'Buyer Default Services').click()
    await retype(amount(page, 'Hamali'), '7')
    await saveButton(page).click()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
      'Injected fault: the server failed.',
    )
    await expect(amount(page, 'Hamali')).toHaveValue('7')
    await saveButton(page).click()
    await closeSuccess(page, DEFAULT_SERVICE_MESSAGES.buyerSaved)
  })

  test('opened directly, it works on the market selected in the top bar', async ({ page }) => {
    await page.goto('/default-services')
    const picker = page.getByRole('combobox', { name: 'Select Market' })
    await expect(picker).not.toHaveText('Select Market')
    const selected = await picker.textContent()
    expect(selected?.trim()).toBeTruthy()
    await expect(page.getByText(`Market: ${selected?.trim()}`)).toBeVisible()
    await expect(amount(page, 'Aadat')).toBeVisible()
  })
})
