import { api, REQUIRED, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { gradedCrateToken, TOMATO } from './support/auction'
import { marketFarmers, selectMarket } from './support/gate'
import { openPage, pickByCode, textbox } from './support/ui'

test.describe('one keyboard on the forms of the rush', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.beforeGoto()
  })

  test('payment: the first field has the cursor, Ctrl+Enter saves from a button, Escape closes', async ({
    page,
  }) => {
    await selectMarket(page)
    await openPage(page, '/paymentList', 'Payment List')
    await page.getByRole('button', { name: 'Add Payment' }).click()
    const form = page.getByRole('dialog', { name: 'Add Payment' })
    await expect(form.getByRole('combobox', { name: 'Transaction Type' })).toBeFocused()

    await form.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Control+Enter')
    // Saving was tried: the amount nobody typed is asked for, and the dialog stays.
    await expect(form.getByText(REQUIRED).first()).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Amount (₹)' })).toHaveAttribute('aria-invalid', 'true')

    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()
  })

  test("'?' outside a text field shows the keys; typed in a field it is just a character", async ({
    page,
  }) => {
    await selectMarket(page)
    await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = page.getByRole('dialog', { name: 'Add Vehicle Entry' })
    const driver = textbox(form, 'Driver Name')
    await driver.fill('Ram')
    await driver.press('?')
    await expect(page.getByRole('dialog', { name: 'Keyboard keys' })).toHaveCount(0)

    await form.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('?')
    const keys = page.getByRole('dialog', { name: 'Keyboard keys' })
    await expect(keys).toContainText('Ctrl+Enter')
    await expect(keys).toContainText('Shift+Enter')
    await page.keyboard.press('Escape')
    await expect(keys).toBeHidden()
    await expect(form).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the gate form's refusal scrolls into view when Submit is pressed", async ({
    page,
    signIn,
    request,
    mock,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { farmers } = await marketFarmers(request, token)
    await selectMarket(page)
    await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = page.getByRole('dialog', { name: 'Add Vehicle Entry' })
    await expect(textbox(form, 'Vehicle No.')).toBeFocused()
    await page.keyboard.type('MH15PH0390')
    await page.keyboard.press('Enter') // unregistered
    await page.keyboard.press('Enter') // vehicle type
    await page.keyboard.type('Pi')
    await expect(form.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Pickup')
    const farmer = form.getByRole('combobox', { name: 'Farmer' })
    await pickByCode(farmer, farmers[0]!.farmerCode)
    await textbox(form, 'Crates').fill('12')

    await mock.fault({ path: api.vehicleEntry.addUpdate.path, kind: 'status500' })
    await textbox(form, 'Vehicle No.').scrollIntoViewIfNeeded()
    await form.getByRole('button', { name: 'Submit' }).click()
    const refusal = form.getByRole('alert').filter({ hasText: 'Injected fault: the server failed.' })
    await expect(refusal).toBeInViewport()
    await expect(textbox(form, 'Crates')).toHaveValue('12')
  })

  test('a token tapped in the queue brings its sale form into view', async ({ page, signIn, request }) => {
    const { token } = await signIn.beforeGoto()
    const sale = await gradedCrateToken(request, token, 'MH15PH0391', TOMATO.productID, [
      { gradeID: TOMATO.grades.first, crates: 4 },
    ])
    await selectMarket(page)
    await openPage(page, '/startAuction', 'Start Auction')
    const option = page
      .getByRole('listbox', { name: 'Tokens to sell' })
      .getByRole('option')
      .filter({ hasText: tokenLabel(sale.tokenNo) })
    await option.scrollIntoViewIfNeeded()
    await option.click()
    const buyer = page.getByRole('combobox', { name: 'Buyer' })
    await expect(buyer).toBeFocused()
    await expect(buyer).toBeInViewport()
  })
})
