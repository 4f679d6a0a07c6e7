import { readFile } from 'node:fs/promises'
import { api, DATE_RANGE_OPTIONS, resolveDateRange } from '../contracts'
import { expect, test } from './fixtures'
import { TODAY } from './support/env'
import { apiList, dialog, marketRow, openList, rows, SEEDED_TOTAL, table } from './support/market-page'
import { choose, showing } from './support/ui'

test.describe('market list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('pages through the seed to the last page and back @compose', async ({ page }) => {
    await openList(page)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(rows(page)).toHaveCount(10)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await pagination.getByRole('button', { name: 'Last page' }).click()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    await expect(rows(page)).toHaveCount(SEEDED_TOTAL - 20)
    await expect(page).toHaveURL(/pageNo=2/)
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled()

    await pagination.getByRole('button', { name: 'Page 2' }).click()
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${SEEDED_TOTAL}`)
    // The page buttons are reachable and usable from the keyboard.
    await pagination.getByRole('button', { name: 'Previous page' }).focus()
    await page.keyboard.press('Enter')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('search narrows the list after a pause and returns to the first page', async ({ page, request }) => {
    await openList(page, '?pageNo=1')
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${SEEDED_TOTAL}`)
    const expected = await apiList(request, token, { searchKeyword: 'solapur' })
    expect(expected.totalCount).toBeGreaterThan(0)

    await page.getByRole('searchbox', { name: 'Search' }).fill('solapur')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
    await expect(page).toHaveURL(/q=solapur/)
    await expect(page).not.toHaveURL(/pageNo=/)
    await expect(marketRow(page, 'Sangola')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz-none')
    await expect(table(page).getByText('No records found.')).toBeVisible()
    await table(page).getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('a numeric search in a shared link stays text', async ({ page }) => {
    await openList(page, '?q=9000010005')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('9000010005')
    await expect(rows(page)).toHaveCount(1)
    await expect(marketRow(page, 'Sinnar')).toBeVisible()
  })

  test('sorts by a column both ways, then back to the default order', async ({ page, request }) => {
    await openList(page, '?pageNo=1')
    const header = table(page).getByRole('columnheader', { name: 'Market Name' })
    const first = rows(page).first().getByRole('cell').first()
    const asc = await apiList(request, token, {
      sortingColumnName: 'marketPlaceName',
      sortingDirection: 'asc',
    })
    const desc = await apiList(request, token, {
      sortingColumnName: 'marketPlaceName',
      sortingDirection: 'desc',
    })
    const plain = await apiList(request, token)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(first).toHaveText(asc.data[0]!.marketPlaceName)
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(first).toHaveText(desc.data[0]!.marketPlaceName)
    await expect(page).toHaveURL(/sort=marketPlaceName.*dir=desc/)

    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await expect(first).toHaveText(plain.data[0]!.marketPlaceName)
    await expect(page).not.toHaveURL(/sort=/)
  })

  test('every date range option shows what the API answers for its dates', async ({ page, request }) => {
    await openList(page)
    for (const option of DATE_RANGE_OPTIONS.filter((o) => o.value > 0 && o.value < 11)) {
      const dates = resolveDateRange(option.value, TODAY)!
      const expected = await apiList(request, token, dates)
      await choose(page, page, 'Date range', option.label)
      const shown = `${dates.fromDate.split('-').reverse().join('-')} to ${dates.toDate.split('-').reverse().join('-')}`
      await expect(page.getByText(shown, { exact: true })).toBeVisible()
      if (expected.totalCount === 0) {
        await expect(table(page).getByText('No records found.')).toBeVisible()
      } else {
        await expect(showing(page)).toHaveText(
          `Showing 1–${Math.min(10, expected.totalCount)} of ${expected.totalCount}`,
        )
      }
      await expect(page).toHaveURL(new RegExp(`range=${option.value}(&|$)`))
    }
    await choose(page, page, 'Date range', 'All')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('a custom range filters once both dates are in order', async ({ page, request }) => {
    await openList(page)
    await choose(page, page, 'Date range', 'Custom Date Range')
    const from = page.getByLabel('From date')
    const to = page.getByLabel('To date')
    await expect(from).toHaveAttribute('min', '1900-01-01')
    await expect(to).toHaveAttribute('max', '2099-12-31')

    await from.fill('2026-11-20')
    await to.fill('2026-11-01')
    await expect(page.getByRole('alert')).toHaveText('From date must be on or before To date.')
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)

    await from.fill('2026-10-01')
    const expected = await apiList(request, token, { fromDate: '2026-10-01', toDate: '2026-11-01' })
    await expect(page.getByText('01-10-2026 to 01-11-2026', { exact: true })).toBeVisible()
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)

    // The custom dates become the shared dates: a list opened without any starts from them.
    await openList(page)
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText('Custom Date Range')
    await expect(page.getByLabel('From date')).toHaveValue('2026-10-01')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
  })

  test('reload and back/forward restore the view', async ({ page }) => {
    await openList(page)
    const header = table(page).getByRole('columnheader', { name: 'Created Date' })
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    const lastRowName = await rows(page).last().getByRole('cell').first().textContent()

    await page.reload()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows(page).last().getByRole('cell').first()).toHaveText(lastRowName!)

    await page.goBack()
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await page.goBack()
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await page.goForward()
    await page.goForward()
    await expect(showing(page)).toHaveText(`Showing 21–${SEEDED_TOTAL} of ${SEEDED_TOTAL}`)
  })

  test('a failing list shows the server message and recovers with Retry', async ({ page, mock }) => {
    await mock.fault({ path: api.market.list.path, kind: 'status500', count: 3 })
    await openList(page)
    await expect(table(page).getByRole('alert')).toContainText('Injected fault: the server failed.')
    await table(page).getByRole('button', { name: 'Retry' }).click()
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${SEEDED_TOTAL}`)
  })

  test('exports every row the filters select as CSV', async ({ page, request }) => {
    const expected = await apiList(request, token, { searchKeyword: 'solapur' })
    await openList(page, '?q=solapur')
    await expect(showing(page)).toHaveText(`Showing 1–${expected.totalCount} of ${expected.totalCount}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`markets-${TODAY}.csv`)
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Market Name,State,District,Taluka,Mobile Number,Address,Status,Created Date')
    expect(lines).toHaveLength(1 + expected.totalCount)
    expect(lines.find((line) => line.startsWith('Sangola,'))).toMatch(
      /,"[^"]*Sangola[^"]*",Active,\d{2}-\d{2}-\d{4}$/,
    )
  })

  test('the QR thumbnail opens a larger view', async ({ page }) => {
    await openList(page)
    await marketRow(page, 'Sinnar').getByRole('button', { name: 'View Payment QR code of Sinnar' }).click()
    const view = dialog(page, 'Payment QR code of Sinnar')
    await expect(view.getByRole('img', { name: 'Payment QR code of Sinnar' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(view).toBeHidden()
  })
})
