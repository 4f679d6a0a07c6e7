import { expect, test } from './fixtures'
import { GATE_MARKET, marketFarmers, selectMarket } from './support/gate'
import { openWallet, rupees, walletDay } from './support/money'
import { choose, openPage, success } from './support/ui'

test.describe('Market Wallet', () => {
  test('closes the day with a note count short of the book: the variance shows and needs its reason', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
    const { bookClosing } = await openWallet(request, token, marketKeyID, 20)
    // Whole ₹500 notes a little under the book, so the count is short.
    const notes = Math.ceil(bookClosing / 500) - 1
    const variance = notes * 500 - bookClosing

    await selectMarket(page)
    await openPage(page, '/marketWallet', 'Market Wallet')
    const status = page.getByRole('region', { name: 'Wallet day', exact: true })
    await expect(status.getByText('Open', { exact: true })).toBeVisible()
    const close = page.getByRole('region', { name: 'Close the Day' })
    const count = close.getByRole('table', { name: 'Closing count' })
    await count.getByRole('textbox', { name: 'Count of ₹500' }).fill(String(notes))
    await expect(count.getByRole('row', { name: /Book closing/ })).toContainText(rupees(bookClosing))
    await expect(count.getByRole('row', { name: /Variance/ })).toContainText(rupees(variance))

    await close.getByRole('button', { name: 'Close Day' }).click()
    await expect(
      close.getByText('Give the reason for the difference between the count and the book.'),
    ).toBeVisible()
    await close
      .getByRole('textbox', { name: 'Reason for the variance' })
      .fill('Change given short to a buyer')
    // Closing cannot be undone: it asks first, and No leaves the day open with the count as typed.
    await close.getByRole('button', { name: 'Close Day' }).click()
    const sure = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(sure).toContainText('cannot be reopened')
    await sure.getByRole('button', { name: 'No' }).click()
    await expect(status.getByText('Open', { exact: true })).toBeVisible()
    await expect(count.getByRole('textbox', { name: 'Count of ₹500' })).toHaveValue(String(notes))
    await close.getByRole('button', { name: 'Close Day' }).click()
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(success(page)).toHaveText('Wallet of 21-11-2026 closed.')
    await page.getByRole('button', { name: 'Close' }).click()

    await expect(status.getByText('Closed', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close Day' })).toHaveCount(0)
    await expect(page.getByText('Reason: Change given short to a buyer')).toBeVisible()
    expect(await walletDay(request, token, marketKeyID)).toMatchObject({ status: 2, variance })
  })

  test('browses past days in the list and opens one read-only, kept in the address', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await selectMarket(page)
    await openPage(page, '/marketWallet', 'Market Wallet')
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20')
    await expect(page).toHaveURL(/date=2026-11-20/)
    await expect(page.getByRole('region', { name: 'Wallet of 20-11-2026' })).toBeVisible()

    await choose(page, page, 'Date range', 'This Week')
    await expect(page).toHaveURL(/range=1/)
    await expect(page).toHaveURL(/date=2026-11-20/)
    // This week runs from Monday 16-11-2026: today open, the days before it closed.
    const days = page.getByRole('table', { name: 'Wallet Days' })
    await expect(days.locator('tbody tr')).toHaveCount(6)
    const past = days.getByRole('row').filter({ hasText: '18-11-2026' })
    await expect(past).toContainText('Closed')
    await expect(past).toContainText('Ganesh Darekar')
    await past.getByRole('button', { name: 'Open wallet of 18-11-2026' }).click()
    await expect(page).toHaveURL(/date=2026-11-18/)
    await expect(page.getByRole('region', { name: 'Wallet of 18-11-2026' })).toContainText(
      'Closed by Ganesh Darekar',
    )
    await expect(page.getByRole('button', { name: /^(Open|Close) Day$/ })).toHaveCount(0)

    await page.reload()
    await expect(page.getByRole('region', { name: 'Wallet of 18-11-2026' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('This Week')
  })
})
