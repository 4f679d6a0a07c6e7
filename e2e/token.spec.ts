import type { APIRequestContext, Page } from '@playwright/test'
import { api, TOKEN_STATUS, TRANSPORT, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { selectMarket, type TokenRow, todaysTokens } from './support/gate'
import { ACCOUNTANT, closeSuccess, openPage, popupOf, rowWithCell, textbox } from './support/ui'

const LIST = 'Tokens'

async function openTokens(page: Page) {
  await selectMarket(page)
  await openPage(page, '/token-list', 'Token List')
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const tokenName = (t: TokenRow) => `token ${tokenLabel(t.tokenNo)} ${t.farmerName}`

/** Today's newest Open crate token, with the grades of its product. */
async function openCrateToken(request: APIRequestContext, token: string) {
  const { rows } = await todaysTokens(request, token)
  const open = rows.find(
    (t) =>
      t.status === TOKEN_STATUS.Open && t.transportationType === TRANSPORT.Crates && t.declaredCrates > 5,
  )
  if (!open) throw new Error('No Open crate token today')
  const products = await callApi<{ productID: number; grades: { gradeName: string }[] }[]>(
    request,
    token,
    api.product.lookup,
  )
  const grades = products.responseData!.data.find((p) => p.productID === open.productID)!.grades
  return { open, grades: grades.map((g) => g.gradeName) }
}

test.describe('token list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test("lists today's tokens of the market, filtered by status", async ({ page, request }) => {
    const { rows, total } = await todaysTokens(request, token)
    const graded = rows.find((t) => t.status === TOKEN_STATUS.Graded)!
    const open = rows.find((t) => t.status === TOKEN_STATUS.Open)!
    await openTokens(page)
    await expect(
      page.getByText(`Showing 1–${Math.min(total, 10)} of ${total}`, { exact: true }),
    ).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Status: Graded' }).click()
    await expect(page).toHaveURL(/status=2/)
    await expect(rowWithCell(page, LIST, tokenLabel(graded.tokenNo))).toBeVisible()
    await expect(rowWithCell(page, LIST, tokenLabel(open.tokenNo))).toHaveCount(0)
  })

  test('grading short of the declared crates needs a reason, then the token is Graded', async ({
    page,
    request,
  }) => {
    const { open, grades } = await openCrateToken(request, token)
    const label = tokenLabel(open.tokenNo)
    const graded = open.declaredCrates - 3
    await openTokens(page)
    await expect(rowWithCell(page, LIST, label).getByText('Open', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Grade ${tokenName(open)}` }).click()
    const grade = dialog(page, `Grade ${label}`)
    await textbox(grade, `${grades[0]} Crates`).fill(String(graded - 2))
    await textbox(grade, `${grades.at(-1)} Crates`).fill('2')
    await expect(grade.getByRole('status')).toHaveText(
      `Graded ${graded} of ${open.declaredCrates} declared crates (short by 3)`,
    )
    await grade.getByRole('button', { name: 'Submit' }).click()
    await expect(
      grade.getByText(
        `Graded crates (${graded}) differ from the declared crates (${open.declaredCrates}): give a shortage reason.`,
      ),
    ).toBeVisible()
    await textbox(grade, 'Shortage Reason').fill('Three crates rotten')
    await grade.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Token ${label} graded.`)
    const row = rowWithCell(page, LIST, label)
    await expect(row.getByText('Graded', { exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: String(graded), exact: true })).toBeVisible()
  })

  test('cancels an Open token with a reason', async ({ page, request }) => {
    const { open } = await openCrateToken(request, token)
    const label = tokenLabel(open.tokenNo)
    await openTokens(page)
    await page.getByRole('button', { name: `Cancel ${tokenName(open)}` }).click()
    const cancel = dialog(page, `Cancel Token ${label} (${open.farmerName})`)
    await textbox(cancel, 'Reason').fill('Farmer took the lot to another market')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, `Token ${label} cancelled.`)
    await expect(rowWithCell(page, LIST, label).getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `Grade ${tokenName(open)}` })).toBeDisabled()
  })

  test('the token slip prints the number large, with the farmer and the lot', async ({ page, request }) => {
    const { open } = await openCrateToken(request, token)
    await openTokens(page)
    const slip = await popupOf(page, `Print token slip of ${tokenName(open)}`)
    await slip.emulateMedia({ media: 'print' })
    const doc = slip.getByRole('article', { name: 'Token Slip' })
    await expect(doc.getByText('Shree Ganesh Adat & Co.')).toBeVisible()
    const number = doc.getByTestId('token-number')
    await expect(number).toHaveText(tokenLabel(open.tokenNo))
    const fontPx = await number.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
    expect(fontPx).toBeGreaterThanOrEqual(48)
    await expect(doc.getByText(`${open.farmerCode} ${open.farmerName}`)).toBeVisible()
    await expect(doc.getByText(open.productName, { exact: true })).toBeVisible()
    await expect(doc.getByText(open.vehicleNo, { exact: true })).toBeVisible()
    await expect(doc.getByText(String(open.declaredCrates), { exact: true })).toBeVisible()
    await expect(slip.getByRole('toolbar', { name: 'Print options' })).toBeHidden()

    // A4 is one choice away.
    await slip.emulateMedia({ media: 'screen' })
    await slip.getByRole('combobox', { name: 'Paper size' }).click()
    await slip.getByRole('option', { name: 'A4' }).click()
    await expect(doc).toHaveAttribute('data-paper', 'A4')
  })
})

test('a role that may only view tokens cannot grade or cancel them', async ({ page, signIn }) => {
  await signIn.beforeGoto(page, ACCOUNTANT)
  await openPage(page, '/token-list', 'Token List')
  await expect(page.getByText(/^Showing /)).toBeVisible()
  const grade = page.getByRole('button', { name: /^Grade token / }).first()
  await expect(grade).toBeDisabled()
  await expect(grade).toHaveAttribute('title', /Your role does not allow this\.$/)
})
