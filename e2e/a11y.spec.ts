import type { Page } from '@playwright/test'
import { api, REQUIRED, resolveDateRange, THIS_MONTH, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf } from './support/api'
import { sellCrateTokens, trolleyAtGate } from './support/auction'
import { expectAccessible } from './support/axe'
import { BILLING_MARKET, generatePatti, soldTokens } from './support/billing'
import { invoiceOf, invoicesFor, sellCrateTokensTo } from './support/buyer-billing'
import { watchConsole } from './support/console'
import { TODAY } from './support/env'
import { GATE_MARKET, selectMarket, todaysEntries, todaysTokens } from './support/gate'
import { addVoucher, billedSales } from './support/money'
import { ROUTES } from './support/routes'
import { choose, confirmDialog } from './support/ui'

// Dialogs open and close without animation, so axe never measures a colour mid-fade.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

/** Master lists and the item their 'Add …' button adds. */
const MASTERS: ReadonlyArray<readonly [path: string, item: string]> = [
  ['/employee-list', 'Employee'],
  ['/market-list', 'Market'],
  ['/farmer-list', 'Farmer'],
  ['/buyer-list', 'Buyer'],
  ['/vehicle-type-list', 'Vehicle Type'],
  ['/service-list', 'Service'],
  ['/product-list', 'Product'],
  ['/role-list', 'Role'],
  ['/currency-list', 'Currency'],
  ['/Category-List', 'Expense Category'],
  ['/state', 'State'],
  ['/district', 'District'],
  ['/taluka', 'Taluka'],
  ['/vehicle-entry-list', 'Vehicle Entry'],
]

/** Batches of a few screens per test: one sign-in each, and a failure names the screen. */
const inGroups = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
}

test.describe('signed out', () => {
  test('sign-in, registration and an unknown page', async ({ page }) => {
    await open(page, '/login', 'Login')
    await expectAccessible(page, '/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText(REQUIRED, { exact: true }).first()).toBeVisible()
    await expectAccessible(page, '/login after a failed submit')

    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, '/register')

    await open(page, '/no-such-page', 'MandiDesk')
    await expectAccessible(page, 'unknown page')
  })
})

test.describe('signed in', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.beforeGoto()
  })

  // Each route loaded afresh: its heading in the page, the tab title and the top bar, then axe, then
  // the route's CSP violations, console errors and failed requests once its requests settle. One load
  // serves every check; by then axe has usually outlasted the quiet the console check waits for.
  for (const [index, routes] of inGroups(ROUTES, 13).entries()) {
    test(`routes, group ${index + 1}: title, axe and a clean console`, async ({ page }) => {
      test.setTimeout(120_000)
      const { problems, settled } = await watchConsole(page)
      const topBar = page.getByRole('banner')
      for (const [path, heading] of routes) {
        await open(page, path, heading)
        await expect(page, path).toHaveURL(new RegExp(`${path}$`))
        await expect(page, path).toHaveTitle(`${heading} | MandiDesk`)
        await expect(topBar.getByText(heading, { exact: true }), path).toBeVisible()
        await expectAccessible(page, path)
        await settled()
      }
      expect(await problems()).toEqual([])
    })
  }

  for (const [index, masters] of inGroups(MASTERS, 5).entries()) {
    test(`Add dialogs, group ${index + 1}, before and after a failed submit`, async ({ page }) => {
      test.setTimeout(120_000)
      for (const [path, item] of masters) {
        await page.goto(path)
        await page.getByRole('button', { name: `Add ${item}` }).click()
        const form = page.getByRole('dialog', { name: `Add ${item}` })
        await expect(form).toBeVisible()
        await expectAccessible(page, `Add ${item}`)
        await form.getByRole('button', { name: 'Submit' }).click()
        await expect(form.getByText(REQUIRED, { exact: true }).first()).toBeVisible()
        await expectAccessible(page, `Add ${item} after a failed submit`)
        await page.keyboard.press('Escape')
        await expect(form).toBeHidden()
      }
    })
  }

  test('the dashboard with its cards and charts, and a chart as a table', async ({ page }) => {
    await selectMarket(page)
    await open(page, '/dashboard', 'Dashboard')
    const panel = page.getByRole('region', { name: 'Top buyers this month' })
    await expect(panel.locator('canvas')).toBeVisible()
    await expectAccessible(page, 'dashboard with charts')
    await panel.getByRole('button', { name: 'Show table' }).click()
    await expect(panel.getByRole('table')).toBeVisible()
    await expectAccessible(page, 'dashboard chart as a table')
  })

  test('the live auction with a token open and its weighing', async ({ page }) => {
    await selectMarket(page)
    await open(page, '/startAuction', 'Start Auction')
    await expect(page.getByRole('listbox', { name: 'Tokens to sell' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('form', { name: 'Sale line' })).toBeVisible()
    await expectAccessible(page, 'Start Auction')
    const weigh = page
      .getByRole('region', { name: /^Waiting for weight/ })
      .getByRole('button', { name: 'Weigh' })
    if ((await weigh.count()) > 0) {
      await weigh.first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'Weigh line')
    }
  })

  test('gate dialogs and printed slips', async ({ page, request, signIn }) => {
    test.setTimeout(120_000)
    const { token } = await signIn.beforeGoto()
    await selectMarket(page)
    const row = async (label: RegExp) => {
      await page.getByRole('button', { name: label }).and(page.locator(':enabled')).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, String(label))
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    }
    await open(page, '/vehicle-entry-list', 'Vehicle Entry List')
    await row(/^Mark Out /)
    await row(/^Cancel /)
    await open(page, '/token-list', 'Token List')
    await row(/^Grade /)
    await row(/^Cancel /)

    const [entry] = (await todaysEntries(request, token)).rows
    const [lot] = (await todaysTokens(request, token)).rows
    await page.goto(`/gate-slip/${entry!.vehicleEntryKeyID}`)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectAccessible(page, 'gate slip')
    await page.goto(`/token-slip/${lot!.tokenKeyID}`)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectAccessible(page, 'token slip')
  })

  test('auction screens and their dialogs', async ({ page, request, signIn }) => {
    test.setTimeout(120_000)
    const { token } = await signIn.beforeGoto()
    const lot = await trolleyAtGate(request, token, 'MH15AX1111', 5200)
    await sellCrateTokens(request, token, 1)
    await selectMarket(page)
    const opened = async (button: RegExp | string, name: string) => {
      await page.getByRole('button', { name: button }).and(page.locator(':enabled')).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, name)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    }
    await open(page, '/trolly-auction', 'Trolley Auction')
    await opened(`Sell ${tokenLabel(lot.tokenNo)}`, 'Sell trolley')
    await open(page, '/auctionList', 'Auction List')
    await opened(/^Edit sale /, 'Edit Sale')
    await opened(/^Cancel sale /, 'Cancel Sale')
    await page.getByRole('tab', { name: 'Trolley Lots' }).click()
    await expect(page.getByRole('table', { name: 'Trolley Lots' })).toBeVisible()
    await expectAccessible(page, '/auctionList trolley lots')
  })

  test('farmer billing: both tabs, Generate Patti, cancel and the patti in both languages', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000)
    const { token } = await signIn.beforeGoto()
    const sold = await soldTokens(request, token)
    const bill = await generatePatti(request, token, await soldTokens(request, token))
    await selectMarket(page, BILLING_MARKET)
    await open(page, '/farmerBilling', 'Farmer Billing')
    await expect(
      page.getByRole('checkbox', {
        name: new RegExp(`^Select token ${tokenLabel(sold.tokens[0]!.tokenNo)} `),
      }),
    ).toBeVisible()
    await expectAccessible(page, 'farmer billing, Pending')
    await page
      .getByRole('checkbox', { name: new RegExp(`^Select token ${tokenLabel(sold.tokens[0]!.tokenNo)} `) })
      .check()
    await page.getByRole('button', { name: 'Generate Patti' }).click()
    const generate = page.getByRole('dialog', { name: /^Generate Patti: / })
    await expect(
      generate.getByRole('region', { name: 'Patti preview' }).getByText('Net Payable'),
    ).toBeVisible()
    await expectAccessible(page, 'Generate Patti')
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Bills' }).click()
    await page.getByRole('button', { name: `Cancel patti ${bill.billNo} ${bill.farmerName}` }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page, 'Cancel Patti')
    await page.keyboard.press('Escape')

    await open(page, `/invoice?farmerBillKeyID=${bill.farmerBillKeyID}`, 'Farmer Invoice')
    await expect(page.getByRole('article', { name: 'Farmer Patti' })).toBeVisible()
    await expectAccessible(page, 'patti')
    await page.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('option', { name: 'मराठी (Marathi)' }).click()
    await expect(page.getByRole('article', { name: 'शेतकरी पट्टी' })).toBeVisible()
    await expectAccessible(page, 'patti in Marathi')
  })

  test('buyer billing: preview, invoice list with its detail and cancel, the invoice documents', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000)
    const { token } = await signIn.beforeGoto()
    const [first] = await sellCrateTokensTo(request, token, 'Jain Traders', { count: 2, rate: 250 })
    const perToken = invoiceOf(await invoicesFor(request, token, 'Jain Traders', { mode: 1 }), first!)
    const [next] = await sellCrateTokensTo(request, token, 'Jain Traders', { count: 2, rate: 250 })
    const group = invoiceOf(await invoicesFor(request, token, 'Jain Traders', { mode: 2 }), next!)
    await sellCrateTokensTo(request, token, 'Jain Traders', { count: 1, rate: 250 })
    await selectMarket(page)

    await open(page, '/GenerateInvoice', 'Generate Invoice')
    await choose(page, page, 'Buyers', 'Picked buyers')
    await page.getByRole('checkbox', { name: /^Jain Traders/ }).check()
    await page.getByRole('button', { name: 'Preview' }).click()
    await page
      .getByRole('button', { name: /^Show details of Jain Traders/ })
      .first()
      .click()
    await expectAccessible(page, 'invoice preview with details')

    await open(page, `/buyer-billing?q=${encodeURIComponent(perToken.billNo)}`, 'Buyer Billing')
    const name = `invoice ${perToken.billNo} Jain Traders`
    await page.getByRole('button', { name: `Show details of ${name}` }).click()
    await expect(page.getByRole('table', { name: `Tokens of ${perToken.billNo}` })).toBeVisible()
    await expectAccessible(page, 'invoice list with a detail open')
    await page.getByRole('button', { name: `Cancel ${name}` }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAccessible(page, 'cancel invoice')
    await page.keyboard.press('Escape')

    for (const invoice of [perToken, group]) {
      const path = invoice.isGroup ? '/Group-token-Invoice' : '/BuyerInvoice'
      await page.goto(`${path}?buyerBillKeyID=${invoice.buyerBillKeyID}`)
      await expect(page.getByRole('article', { name: 'Bill / Invoice' })).toBeVisible()
      await expectAccessible(page, path)
    }
  })

  test('money screens, their forms and printed documents', async ({ page, request, signIn }) => {
    test.setTimeout(180_000)
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, buyer } = await billedSales(request, token, 1)
    const voucher = await addVoucher(request, token, {
      marketKeyID,
      partyType: 2,
      partyKeyID: buyer.buyerKeyID,
      transactionType: 1,
      paymentMode: 2,
      onlineSubMode: 'UPI',
      referenceNo: 'UPI0001',
      amount: 100,
    })
    await selectMarket(page)
    const dialog = async (button: string, name: string) => {
      await page.getByRole('button', { name: button }).click()
      const form = page.getByRole('dialog', { name: button })
      await expect(form).toBeVisible()
      await expectAccessible(page, name)
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(form.getByText(REQUIRED, { exact: true }).first()).toBeVisible()
      await expectAccessible(page, `${name} after a failed submit`)
      await page.keyboard.press('Escape')
      await expect(form).toBeHidden()
    }
    await open(page, '/paymentList', 'Payment List')
    await page.getByRole('button', { name: 'Add Payment' }).click()
    const form = page.getByRole('dialog', { name: 'Add Payment' })
    await page.getByRole('combobox', { name: 'Transaction Type' }).click()
    await page.getByRole('option', { name: 'Credit (In)' }).click()
    const picker = form.getByRole('combobox', { name: 'Buyer' })
    await picker.fill(String(buyer.buyerCode))
    await picker.press('Enter')
    await form.getByText('Note breakdown (optional)').click()
    await expect(form.getByRole('table', { name: 'Note breakdown' })).toBeVisible()
    await expectAccessible(page, 'Add Payment with open bills and notes')
    await page.keyboard.press('Escape')
    await open(page, '/expense-list', 'Expense List')
    await dialog('Add Expense', 'Add Expense')
    await open(page, '/marketWallet', 'Market Wallet')
    await expect(page.getByRole('table', { name: 'Closing count' })).toBeVisible()
    await expectAccessible(page, 'wallet day with the closing count')
    await open(page, '/Buyer-Ledger', 'Buyer Ledger Report')
    await page.getByRole('combobox', { name: 'Buyer' }).fill(String(buyer.buyerCode))
    await page.getByRole('combobox', { name: 'Buyer' }).press('Enter')
    await expect(page.getByRole('table', { name: 'Buyer Statement' })).toBeVisible()
    await expectAccessible(page, 'buyer statement')
    await open(page, '/Transaction-ledger', 'Cash & Bank Module')
    await dialog('Add Entry', 'Add Entry')
    await dialog('Add Bank Account', 'Add Bank Account')

    await page.goto(`/payment-voucher/${voucher.paymentKeyID}`)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectAccessible(page, 'receipt voucher')
    // The period the screen showed, as its Print button opens it.
    const period = new URLSearchParams({ marketKeyID, ...resolveDateRange(THIS_MONTH, TODAY) })
    await page.goto(`/buyer-statement/${buyer.buyerKeyID}?${period}`)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectAccessible(page, 'printed buyer statement')
  })

  test('reports with their rows and totals, a statement with a bill open, the printed report', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    await selectMarket(page)
    await open(page, '/farmerReport?range=3', 'Farmer Report')
    await expect(page.getByRole('table', { name: 'Farmer Report' }).locator('tfoot')).toBeVisible()
    await expectAccessible(page, 'farmer report with its totals')

    const farmers = await callApi<{ farmerKeyID: string }[]>(request, token, api.report.farmer, {
      pageNo: 0,
      pageSize: 1,
      marketKeyID,
      sortingColumnName: 'net',
      sortingDirection: 'desc',
    })
    await open(
      page,
      `/farmerDetails?range=0&farmerKeyID=${farmers.responseData!.data[0]!.farmerKeyID}`,
      'Farmer Detail Report',
    )
    const statement = page.getByRole('table', { name: 'Farmer Detail Report' })
    await statement
      .getByRole('button', { name: /^Show details of Patti/ })
      .first()
      .click()
    await expect(statement.getByRole('table', { name: 'Sold lines' })).toBeVisible()
    await expectAccessible(page, 'farmer detail report with a patti open')

    await page.goto(`/report-print/token?marketKeyID=${marketKeyID}&fromDate=2026-11-21&toDate=2026-11-21`)
    await expect(page.getByRole('article', { name: 'Token Report' }).locator('tfoot')).toBeVisible()
    await expectAccessible(page, 'printed token report')
  })

  test('shell menus, drawers and confirmations', async ({ page }) => {
    await open(page, '/dashboard', 'Dashboard')
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    await expectAccessible(page, 'settings drawer')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Profile menu' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectAccessible(page, 'profile menu')
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expectAccessible(page, 'logout confirmation')
    await page.getByRole('button', { name: 'No' }).click()

    await page.goto('/vehicle-type-list')
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    await expect(confirmDialog(page)).toBeVisible()
    await expectAccessible(page, 'delete confirmation')
    await page.getByRole('button', { name: 'No' }).click()

    await page.setViewportSize({ width: 480, height: 800 })
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Side menu' })).toBeVisible()
    await expectAccessible(page, 'side menu over the page')
  })
})
