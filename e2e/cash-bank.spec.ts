import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, everyRow } from './support/api'
import { GATE_MARKET, marketFarmers, selectMarket } from './support/gate'
import { rupees } from './support/money'
import {
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  rowWithText,
  success,
  tableRows,
  textbox,
} from './support/ui'

const LIST = 'Cash & Bank book'
const ACCOUNTS = 'Bank Accounts'

interface Row {
  rowKeyID: string
  bookKeyID: string
  credit: number
  debit: number
  balance: number
}

test.describe('Cash & Bank Module', () => {
  test('running balances carry from one page to the next, each book on its own', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
    const rows = await everyRow<Row>(request, token, api.ledger.cashBankLedger, { marketKeyID })
    const last = new Map<string, number>()
    for (const row of rows) {
      const before = last.get(row.bookKeyID) ?? 0
      expect(row.balance).toBeCloseTo(before + row.credit - row.debit, 2)
      last.set(row.bookKeyID, row.balance)
    }

    await selectMarket(page)
    await page.goto('/Transaction-ledger?range=0')
    await expect(page.getByRole('heading', { level: 1, name: 'Cash & Bank Module' })).toBeVisible()
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/pageNo=1/)
    const shown = tableRows(page, LIST)
    await expect(shown).toHaveCount(10)
    // Columns: Date, Voucher, Source, Party or Head, Book, Credit (In), Debit (Out), Balance.
    for (const [index, row] of rows.slice(10, 20).entries())
      await expect(shown.nth(index).getByRole('cell').nth(7)).toHaveText(rupees(row.balance))
  })

  test('capital brought in as cash raises the closing by its amount', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await selectMarket(page)
    await openPage(page, '/Transaction-ledger', 'Cash & Bank Module')
    const closing = page.getByLabel('Opening and closing').getByRole('definition').last()
    await expect(closing).not.toHaveText('…')
    const before = Number((await closing.textContent())!.replace(/[^\d.-]/g, ''))

    await page.getByRole('button', { name: 'Add Entry' }).click()
    const form = page.getByRole('dialog', { name: 'Add Entry' })
    await choose(page, form, 'Entry Type', 'Capital in')
    await textbox(form, 'Amount (₹)').fill('10000')
    await textbox(form, 'Narration').fill('Partner brought cash')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(/^Entry Added Successfully\. /)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(closing).toHaveText(rupees(before + 10000))
  })

  test('a bank account is made Inactive; one with movements is kept with the reason, a new one deleted', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID } = await marketFarmers(request, token, GATE_MARKET)
    await callApi(request, token, api.bankAccount.addUpdate, {
      bankAccountKeyID: '',
      marketKeyID,
      accountName: 'Spare Current',
      bankName: 'Bank of Maharashtra',
    })

    await selectMarket(page)
    await openPage(page, '/Transaction-ledger', 'Cash & Bank Module')
    const spare = rowWithText(page, ACCOUNTS, 'Spare Current')
    await spare.getByRole('button', { name: 'Change Status of Spare Current' }).click()
    const confirm = confirmDialog(page)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Bank Account status changed successfully.')
    await expect(spare).toContainText('Inactive')

    // The seeded account carries the market's online money, so the server keeps it and says why.
    const used = tableRows(page, ACCOUNTS).filter({ hasText: 'Pimpalgaon Baswant Current A/c' })
    await used.getByRole('button', { name: 'Delete Pimpalgaon Baswant Current A/c' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(confirm.getByRole('alert')).toHaveText(
      'This bank account has entries and cannot be deleted. Make it Inactive instead.',
    )
    await confirm.getByRole('button', { name: 'No' }).click()

    await spare.getByRole('button', { name: 'Delete Spare Current' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Bank Account deleted successfully.')
    await expect(spare).toHaveCount(0)
  })
})
