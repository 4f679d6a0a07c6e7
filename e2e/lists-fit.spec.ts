import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ROUTES } from './support/routes'
import { openPage, showInPlace, toggleColumn } from './support/ui'

const LAPTOP = { width: 1366, height: 768 }
const PHONE = { width: 390, height: 844 }
const INVOICES = 'Buyer invoices'

/**
 * The header cells of the page's tables that the user can't see without scrolling sideways: past the
 * right edge of the window or of the table's scroll box, or under the pinned Actions column.
 */
function cutOffHeaders(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const box = table.parentElement?.getBoundingClientRect()
      const edge = Math.min(window.innerWidth, box?.right ?? window.innerWidth)
      const cells = [...table.querySelectorAll('thead tr:first-child th')]
      const last = cells.at(-1)
      const pinned = last && getComputedStyle(last).position === 'sticky' ? last : undefined
      const limit = pinned ? Math.min(edge, pinned.getBoundingClientRect().left) : edge
      return cells
        .filter((cell) => cell !== pinned && cell.getBoundingClientRect().right > limit + 0.5)
        .map((cell) => `${table.getAttribute('aria-label')}: ${cell.textContent?.trim() || '(blank)'}`)
    }),
  )
}

const columnHeader = (page: Page, name: string) =>
  page.getByRole('table', { name: INVOICES }).getByRole('columnheader', { name, exact: true })

const leftOf = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN

test.describe('at 1366 × 768 with the menu open', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize(LAPTOP)
    await signIn()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  })

  test('every list shows its default columns whole, none past the edge or under Actions', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const cut: string[] = []
    // Shown in place, as the menu's links do: the layout is the same without loading the app again.
    for (const [path, heading] of ROUTES) {
      await showInPlace(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      await expect(page.locator('main table[aria-busy="true"]'), path).toHaveCount(0)
      for (const header of await cutOffHeaders(page)) cut.push(`${path} ${header}`)
    }
    expect(cut).toEqual([])
  })

  test('Columns shows a hidden column and hides a shown one, and the list keeps the choice', async ({
    page,
  }) => {
    await openPage(page, '/buyer-billing', 'Buyer Billing')
    await expect(columnHeader(page, 'Received')).toBeVisible()
    await expect(columnHeader(page, 'Goods')).toHaveCount(0)

    await toggleColumn(page, 'Goods')
    await toggleColumn(page, 'Due Date')
    await expect(columnHeader(page, 'Goods')).toBeVisible()
    await expect(columnHeader(page, 'Due Date')).toHaveCount(0)

    await page.reload()
    await expect(columnHeader(page, 'Received')).toBeVisible()
    await expect(columnHeader(page, 'Goods')).toBeVisible()
    await expect(columnHeader(page, 'Due Date')).toHaveCount(0)

    // Another list keeps its own choice.
    await openPage(page, '/buyerReport', 'Buyer Report')
    const report = page.getByRole('table', { name: 'Buyer Report' })
    await expect(report.getByRole('columnheader', { name: 'Goods', exact: true })).toHaveCount(0)
  })
})

test('the first column stays in view while a wide report scrolls sideways', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1100, height: 768 })
  await signIn.beforeGoto()
  await openPage(page, '/buyerReport', 'Buyer Report')
  const table = page.getByRole('table', { name: 'Buyer Report' })
  for (const name of ['Goods', 'Charges', 'Opening', '0–7 days']) await toggleColumn(page, name)
  const box = table.locator('xpath=..')
  expect(
    await box.evaluate((el) => el.scrollWidth > el.clientWidth),
    'the report is wider than its box',
  ).toBe(true)
  const code = table.getByRole('columnheader', { name: 'Code', exact: true })
  const buyer = table.getByRole('columnheader', { name: 'Buyer', exact: true })
  const [codeAt, buyerAt] = [await leftOf(code), await leftOf(buyer)]
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect.poll(() => leftOf(buyer), 'the second column scrolls away').toBeLessThan(buyerAt - 50)
  expect(await leftOf(code)).toBeCloseTo(codeAt, 0)
})

test('on a phone a list reads as cards of label and value, totals included', async ({ page, signIn }) => {
  await page.setViewportSize(PHONE)
  await signIn.beforeGoto()
  await openPage(page, '/buyer-billing', 'Buyer Billing')
  const table = page.getByRole('table', { name: INVOICES })
  await expect(table).toHaveAttribute('aria-busy', 'false')
  const firstRow = table.locator('tbody tr').first()
  await expect(firstRow).toBeVisible()

  const card = await firstRow.evaluate((row) => {
    const cells = [...row.querySelectorAll('td')]
    return {
      width: row.getBoundingClientRect().width,
      display: getComputedStyle(row).display,
      labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
      lines: new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top))).size,
    }
  })
  expect(card.display).toBe('block')
  expect(card.width).toBeLessThanOrEqual(PHONE.width)
  expect(card.labels).toEqual(expect.arrayContaining(['"Invoice No."', '"Balance"', '"Payment"']))
  expect(card.lines, 'one line per cell, not a row of columns').toBeGreaterThan(5)
  expect(await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0))).toBe(true)

  const totals = table.locator('tfoot')
  await totals.scrollIntoViewIfNeeded()
  await expect(totals.getByText('Total', { exact: true })).toBeVisible()
  const balanceLabel = await totals
    .locator('td[data-label="Balance"]')
    .evaluate((cell) => getComputedStyle(cell, '::before').content)
  expect(balanceLabel).toBe('"Balance"')
})
