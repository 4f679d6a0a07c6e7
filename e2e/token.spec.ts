import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { selectMarket } from './support/gate'
import { ACCOUNTANT, closeSuccess, openPage, rowWithCell, textbox } from './support/ui'

const LIST = 'Tokens'

async function openTokens(page: Page) {
  await selectMarket(page)
  await openPage(page, '/token-list', 'Token List')
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('token list', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn()
  })

  test("lists today's tokens of the market, filtered by status", async ({ page }) => {
    await openTokens(page)
    await expect(page.getByText(/^Showing 1–10 of 39$/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Status: Graded' }).click()
    await expect(page).toHaveURL(/status=2/)
    await expect(rowWithCell(page, LIST, 'T-038')).toBeVisible()
    await expect(rowWithCell(page, LIST, 'T-039')).toHaveCount(0)
  })

  test('grading short of the declared crates needs a reason, then the token is Graded', async ({ page }) => {
    await openTokens(page)
    // T-039: Haribhau Shinde's 33 crates of tomato, still Open.
    await expect(rowWithCell(page, LIST, 'T-039').getByText('Open', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Grade token T-039 Haribhau Shinde' }).click()
    const grade = dialog(page, 'Grade T-039')
    await textbox(grade, '1 No. Crates').fill('20')
    await textbox(grade, '2 No. Crates').fill('8')
    await textbox(grade, '3 No. Crates').fill('2')
    await expect(grade.getByRole('status')).toHaveText('Graded 30 of 33 declared crates (short by 3)')
    await grade.getByRole('button', { name: 'Submit' }).click()
    await expect(
      grade.getByText('Graded crates (30) differ from the declared crates (33): give a shortage reason.'),
    ).toBeVisible()
    await textbox(grade, 'Shortage Reason').fill('Three crates rotten')
    await grade.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Token T-039 graded.')
    const row = rowWithCell(page, LIST, 'T-039')
    await expect(row.getByText('Graded', { exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: '30', exact: true })).toBeVisible()
  })

  test('cancels an Open token with a reason', async ({ page }) => {
    await openTokens(page)
    await page.getByRole('button', { name: 'Cancel token T-039 Haribhau Shinde' }).click()
    const cancel = dialog(page, 'Cancel Token T-039 (Haribhau Shinde)')
    await textbox(cancel, 'Reason').fill('Farmer took the lot to another market')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Token T-039 cancelled.')
    await expect(rowWithCell(page, LIST, 'T-039').getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Grade token T-039 Haribhau Shinde' })).toBeDisabled()
  })

  test('the token slip prints the number large, with the farmer and the lot', async ({ page }) => {
    await openTokens(page)
    const [slip] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print token slip of token T-039 Haribhau Shinde' }).click(),
    ])
    await slip.emulateMedia({ media: 'print' })
    const doc = slip.getByRole('article', { name: 'Token Slip' })
    await expect(doc.getByText('Shree Ganesh Adat & Co.')).toBeVisible()
    const number = doc.getByTestId('token-number')
    await expect(number).toHaveText('T-039')
    const fontPx = await number.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
    expect(fontPx).toBeGreaterThanOrEqual(48)
    await expect(doc.getByText('1074 Haribhau Shinde')).toBeVisible()
    await expect(doc.getByText('Tomato')).toBeVisible()
    await expect(doc.getByText('MH41OE8121')).toBeVisible()
    await expect(doc.getByText('33', { exact: true })).toBeVisible()
    await expect(slip.getByRole('toolbar', { name: 'Print options' })).toBeHidden()

    // A4 is one choice away.
    await slip.emulateMedia({ media: 'screen' })
    await slip.getByRole('combobox', { name: 'Paper size' }).click()
    await slip.getByRole('option', { name: 'A4' }).click()
    await expect(doc).toHaveAttribute('data-paper', 'A4')
  })
})

test('a role that may only view tokens cannot grade or cancel them', async ({ page, signIn }) => {
  await signIn(page, ACCOUNTANT)
  await openPage(page, '/token-list', 'Token List')
  await expect(page.getByText(/^Showing /)).toBeVisible()
  const grade = page.getByRole('button', { name: /^Grade token / }).first()
  await expect(grade).toBeDisabled()
  await expect(grade).toHaveAttribute('title', /Your role does not allow this\.$/)
})
