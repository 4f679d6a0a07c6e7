import type { Page } from '@playwright/test'
import { api, CRATE_DIRECTION, type CrateBalanceRow, type CrateMovementRow } from '../contracts'
import { expect, test } from './fixtures'
import { apiData, callApi, listPage, marketKeyOf } from './support/api'
import { expectAccessible } from './support/axe'
import { CRATE_MARKET, oldestFarmerHolder } from './support/crates'
import { selectMarket } from './support/gate'
import { figure } from './support/money'
import { openPage, popupOf, success, textbox, whatsAppLink } from './support/ui'

const BALANCES = 'Crate Balances'
const MOVEMENTS = 'Crate Movements'
const CASHIER = { userName: '9000000008', password: 'Demo@1234' }

async function openIn(page: Page, path: string, heading: string) {
  await selectMarket(page, CRATE_MARKET)
  await openPage(page, path, heading)
}

test.describe('crate screens', () => {
  // Each test reads the seeded month of crates and runs axe or prints.
  test.describe.configure({ timeout: 120_000 })

  test('a movement entered by mistake is cancelled with a reason from the keyboard and stays listed, marked', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, holder } = await oldestFarmerHolder(request, token)
    const mistake = await apiData<{ movementNo: string }>(request, token, api.crate.addMovement, {
      marketKeyID,
      movementDate: '2026-11-21',
      partyType: holder.partyType,
      partyKeyID: holder.partyKeyID,
      crateTypeID: holder.crateTypeID,
      direction: CRATE_DIRECTION.Out,
      quantity: 7,
      tokenKeyID: '',
      remarks: 'Lent twice by mistake',
    })
    await openIn(page, '/crate-movements', 'Crate Movements')
    const table = page.getByRole('table', { name: MOVEMENTS })
    // Newest first: the movement just entered leads the list.
    await expect(table.locator('tbody tr').first()).toContainText(mistake.movementNo)
    await page.getByRole('searchbox', { name: 'Search' }).fill('Lent twice')
    const row = table.locator('tbody tr').filter({ hasText: mistake.movementNo })
    await expect(row).toContainText('Lent twice by mistake')
    await expect(table.locator('tfoot')).toContainText('7')

    const cancel = row.getByRole('button', {
      name: `Cancel movement ${mistake.movementNo} ${holder.partyName}`,
    })
    await cancel.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', {
      name: `Cancel Crate Movement ${mistake.movementNo} (${holder.partyName})`,
    })
    await expect(textbox(dialog, 'Reason')).toBeFocused()
    await page.keyboard.type('Entered twice at the gate')
    await expectAccessible(page, 'cancel crate movement')
    await dialog.getByRole('button', { name: 'Submit' }).press('Enter')
    await expect(success(page)).toHaveText(`Crate Movement ${mistake.movementNo} cancelled.`)
    await page.getByRole('button', { name: 'Close' }).click()

    await expect(row).toContainText('Cancelled')
    await expect(row).toContainText('Entered twice at the gate')
    await expect(row.getByRole('button', { name: /^Cancel movement/ })).toBeDisabled()
    // A cancelled movement counts in no total.
    await expect(table.locator('tfoot')).not.toContainText('7')
    const after = await listPage<CrateBalanceRow>(request, token, api.crate.balanceList, {
      marketKeyID,
      searchKeyword: holder.partyName,
      crateTypeID: holder.crateTypeID,
    })
    expect(after.data.find((r) => r.partyKeyID === holder.partyKeyID)!.balance).toBe(holder.balance)

    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await expectAccessible(page, 'crate movements')
  })

  test('the movement list filters by direction and sums the crates out and in under their columns', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, CRATE_MARKET)
    await openIn(page, '/crate-movements', 'Crate Movements')
    await page.getByRole('combobox', { name: 'Direction' }).click()
    await page.getByRole('option', { name: 'Direction: In' }).click()
    await expect(page).toHaveURL(/direction=2/)
    const url = new URL(page.url())
    const answer = await callApi<CrateMovementRow[]>(request, token, api.crate.movementList, {
      marketKeyID,
      pageNo: 0,
      pageSize: 10,
      direction: CRATE_DIRECTION.In,
      fromDate: url.searchParams.get('fromDate') ?? undefined,
      toDate: url.searchParams.get('toDate') ?? undefined,
    })
    const { totals, data } = answer.responseData!
    const table = page.getByRole('table', { name: MOVEMENTS })
    await expect(table.locator('tbody tr').first()).toContainText(data[0]!.movementNo)
    await expect(table.locator('tfoot')).toContainText(figure(totals!.inQty!))
    expect(totals!.outQty).toBe(0)
  })

  test('a party’s crate ledger opens from its balance row, runs to the balance, prints and goes on WhatsApp', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { holder, farmer } = await oldestFarmerHolder(request, token)
    await openIn(page, '/crate-balances', BALANCES)
    await page.getByRole('searchbox', { name: 'Search' }).fill(holder.partyName)
    await page
      .getByRole('button', { name: `Crate ledger of ${holder.partyName} ${holder.crateTypeName}` })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crate Ledger' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Farmer' })).toHaveValue(
      `${farmer.farmerCode} ${holder.partyName}`,
    )
    const ledger = page.getByRole('table', { name: 'Crate Ledger' })
    await expect(ledger.locator('tfoot')).toContainText(figure(holder.balance))
    await expect(page.getByRole('region', { name: 'Crate ledger' }).locator('dl')).toContainText(
      `Closing${figure(holder.balance)}`,
    )
    await expectAccessible(page, 'crate ledger')

    const share = await whatsAppLink(page)
    expect(share.chat).toBe(`https://wa.me/91${farmer.mobileNo.slice(-10)}`)
    expect(share.text).toContain(`crate ledger of ${farmer.farmerCode} ${holder.partyName}`)
    expect(share.text).toContain(`Crates with you: ${figure(holder.balance)}`)

    const printed = await popupOf(page, 'Print')
    const paper = printed.getByRole('article', { name: 'Crate Ledger' })
    await expect(paper).toContainText(`${farmer.farmerCode} ${holder.partyName}`)
    await expect(paper).toContainText(holder.crateTypeName)
    await expect(paper.getByRole('table', { name: 'Crate Ledger' }).locator('tfoot')).toContainText(
      figure(holder.balance),
    )
    await expect(printed.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
    await expectAccessible(printed, 'crate ledger print')
  })

  test('the balances print every row with the totals, overdue holders first', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, CRATE_MARKET)
    const answer = await callApi<CrateBalanceRow[]>(request, token, api.crate.balanceList, {
      marketKeyID,
      pageNo: 0,
      pageSize: 10,
    })
    const { data, totals, totalCount } = answer.responseData!
    await openIn(page, '/crate-balances', BALANCES)
    const printed = await popupOf(page, 'Print')
    const paper = printed.getByRole('article', { name: BALANCES })
    await expect(paper).toContainText(CRATE_MARKET)
    await expect(paper).toContainText(`Rows${figure(totalCount!)}`)
    const table = paper.getByRole('table', { name: BALANCES })
    await expect(table.locator('tbody tr')).toHaveCount(totalCount!)
    await expect(table.locator('tbody tr').first()).toContainText(data[0]!.partyName)
    await expect(table.locator('tfoot')).toContainText(figure(totals!.balance!))
    await expect(table.locator('tfoot')).toContainText(figure(totals!.outQty!))
  })

  test('a ledger that fails to load says why and loads on Retry', async ({ page, signIn, request, mock }) => {
    const { token } = await signIn.beforeGoto()
    const { holder } = await oldestFarmerHolder(request, token)
    await selectMarket(page, CRATE_MARKET)
    // Failing more often than a query retries a server error.
    await mock.fault({ path: api.crate.ledger.path, kind: 'status500', count: 3 })
    await openPage(
      page,
      `/crate-ledger?partyType=1&partyKeyID=${holder.partyKeyID}&crateTypeID=${holder.crateTypeID}`,
      'Crate Ledger',
    )
    const failed = page.getByRole('region', { name: 'Crate ledger' }).getByRole('alert')
    await expect(failed).toContainText('Injected fault: the server failed.')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('table', { name: 'Crate Ledger' }).locator('tfoot')).toContainText(
      figure(holder.balance),
    )
  })

  test('a role without the Crate module gets no crate links', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, CASHIER)
    await openPage(page, '/report', 'Reports')
    await expect(page.getByRole('link', { name: 'Farmer Report' })).toBeVisible()
    for (const name of ['Crate Balances', 'Crate Movements', 'Crate Ledger'])
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0)
    await openPage(page, '/Buyer-Ledger', 'Buyer Ledger Report')
    await expect(
      page.getByRole('navigation', { name: 'Related screens' }).getByRole('link', { name: 'Crate Ledger' }),
    ).toHaveCount(0)
  })
})
