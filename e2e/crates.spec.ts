import type { Page } from '@playwright/test'
import { api, CRATE_MESSAGES, type CrateBalanceRow } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf } from './support/api'
import { expectAccessible } from './support/axe'
import { CRATE_MARKET, oldestFarmerHolder } from './support/crates'
import { selectMarket } from './support/gate'
import { figure } from './support/money'
import { choose, openPage, pickByCode, showing, success, textbox } from './support/ui'

const LIST = 'Crate Balances'

async function openBalances(page: Page) {
  await selectMarket(page, CRATE_MARKET)
  await openPage(page, '/crate-balances', LIST)
}

async function startReturn(page: Page, code: number, crateTypeName: string, crates: number) {
  await page.getByRole('button', { name: 'Add Crate Movement' }).click()
  const form = page.getByRole('dialog', { name: 'Add Crate Movement' })
  const picker = form.getByRole('combobox', { name: 'Farmer' })
  await pickByCode(picker, code)
  await choose(page, form, 'Crate Type', crateTypeName)
  await textbox(form, 'Crates').fill(String(crates))
  return form
}

test.describe('crates', () => {
  // Each test reads the seeded month of crates and runs axe or several saves.
  test.describe.configure({ timeout: 120_000 })

  test('a return above the balance is refused with the balance and keeps the form; a smaller one is saved', async ({
    page,
    signIn,
    request,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { holder, farmer } = await oldestFarmerHolder(request, token)
    const code = farmer.farmerCode
    await openBalances(page)
    const form = await startReturn(page, code, holder.crateTypeName, holder.balance + 1)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      CRATE_MESSAGES.overReturn(holder.crateTypeName, holder.balance),
    )
    await expect(textbox(form, 'Crates')).toHaveValue(String(holder.balance + 1))

    await textbox(form, 'Crates').fill('1')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toContainText(`Balance: ${holder.balance - 1}.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('searchbox', { name: 'Search' }).fill(holder.partyName)
    const row = page
      .getByRole('table', { name: LIST })
      .locator('tbody tr')
      .filter({ hasText: holder.crateTypeName })
      .first()
    await expect(row).toContainText(figure(holder.balance - 1))
  })

  test('lists overdue holders first with the totals of the whole filter, and passes axe', async ({
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
    const { totals, totalCount } = answer.responseData!
    await openBalances(page)
    await expect(showing(page)).toContainText(`of ${figure(totalCount!)}`)
    const footer = page.getByRole('table', { name: LIST }).locator('tfoot')
    await expect(footer).toContainText(figure(totals!.balance!))
    await expect(footer).toContainText(figure(totals!.outQty!))
    const firstRow = page.getByRole('table', { name: LIST }).locator('tbody tr').first()
    await expect(firstRow).toContainText(answer.responseData!.data[0]!.partyName)
    await expect(page.getByRole('region', { name: 'Crate stock' })).toContainText('In yard')
    await expectAccessible(page, 'crate balances')
    await openPage(page, '/crate-type-list', 'Crate Type List')
    await expect(page.getByRole('table', { name: 'Crate Types' })).toContainText('Plastic crate 20 kg')
    await expectAccessible(page, 'crate types')
  })

  test('a failed save keeps everything typed and saves on the next try', async ({
    page,
    signIn,
    request,
    mock,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { holder, farmer } = await oldestFarmerHolder(request, token)
    const code = farmer.farmerCode
    await mock.fault({ path: api.crate.addMovement.path, kind: 'status500' })
    await openBalances(page)
    const form = await startReturn(page, code, holder.crateTypeName, 1)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(textbox(form, 'Crates')).toHaveValue('1')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toContainText(`Balance: ${holder.balance - 1}.`)
  })
})
