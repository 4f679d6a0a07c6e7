import { expect, test } from './fixtures'
import { GATE_MARKET, marketFarmers, selectMarket } from './support/gate'
import { PNG } from './support/images'
import { addCashExpense, openWallet } from './support/money'
import { choose, openPage, rowWithCell, success, textbox } from './support/ui'

const LIST = 'Expenses'

test.describe('Expense List', () => {
  test('adds a cash expense with a photo of its bill, shows the photo under its row, cancels it', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
    await openWallet(request, token, marketKeyID, 20)

    await selectMarket(page)
    await openPage(page, '/expense-list', 'Expense List')
    await page.getByRole('button', { name: 'Add Expense' }).click()
    const form = page.getByRole('dialog', { name: 'Add Expense' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('This field is required.').first()).toBeVisible()

    await form.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option').first().click()
    await choose(page, form, 'Service', 'Labour')
    await textbox(form, 'Amount (₹)').fill('750')
    await textbox(form, 'Paid To').fill('Hamal Sangh')
    await form
      .getByLabel('Bill Photo')
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG })
    await expect(form.getByRole('img', { name: 'Bill Photo preview' })).toHaveAttribute(
      'src',
      /\/api\/files\//,
    )
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(/^Expense Added Successfully\. EX\/26-27\/\d{5}\.$/)
    const expenseNo = (await success(page).textContent())!.match(/EX\/26-27\/\d{5}/)![0]
    await page.getByRole('button', { name: 'Close' }).click()

    const row = rowWithCell(page, LIST, expenseNo)
    await expect(row).toContainText('Hamal Sangh')
    await expect(row).toContainText('₹750.00')
    await row.getByRole('button', { name: /Show details/ }).click()
    await expect(page.getByRole('img', { name: `Bill of ${expenseNo}` })).toBeVisible()

    await row
      .getByRole('button', { name: new RegExp(`Cancel expense ${expenseNo.replaceAll('/', '\\/')}`) })
      .click()
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`Cancel Expense ${expenseNo.replaceAll('/', '\\/')}`),
    })
    await textbox(dialog, 'Reason').fill('Entered twice')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(`Expense ${expenseNo} cancelled.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(row).toContainText('Cancelled')
  })

  test('corrects an expense of the open day through the same form, keeping its number', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
    const { expenseNo } = await addCashExpense(request, token, {
      marketKeyID,
      amount: 640,
      paidTo: 'Sorting gang',
    })

    await selectMarket(page)
    await openPage(page, `/expense-list?q=${encodeURIComponent(expenseNo)}`, 'Expense List')
    const row = rowWithCell(page, LIST, expenseNo)
    await row
      .getByRole('button', { name: new RegExp(`Edit expense ${expenseNo.replaceAll('/', '\\/')}`) })
      .click()
    const form = page.getByRole('dialog', { name: 'Update Expense' })
    await expect(textbox(form, 'Paid To')).toHaveValue('Sorting gang')
    await textbox(form, 'Amount (₹)').fill('680')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(`Expense Updated Successfully. ${expenseNo}.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(row).toContainText('₹680.00')
  })
})
