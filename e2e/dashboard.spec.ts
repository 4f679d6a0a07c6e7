import type { APIRequestContext, Page } from '@playwright/test'
import type { Dashboard } from '../contracts'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf, withQuery } from './support/api'
import { formatMoney } from './support/billing'
import { GATE_MARKET, selectMarket } from './support/gate'
import { showing } from './support/ui'

async function dashboardOf(request: APIRequestContext, token: string, market: string): Promise<Dashboard> {
  const marketKeyID = await marketKeyOf(request, token, market)
  const answer = await callApi<Dashboard>(
    request,
    token,
    withQuery(api.dashboard.get, { MarketKeyID: marketKeyID }),
  )
  if (!answer.responseData) throw new Error(`Dashboard of ${market}: ${answer.errorMessage}`)
  return answer.responseData.data
}

/** The figure `label` of the card titled `card`: a link to the list it was counted from. */
const figure = (page: Page, card: string, label: string) =>
  page.getByRole('region', { name: card }).getByRole('link').filter({ hasText: label })

const expectFigure = (page: Page, card: string, label: string, value: string) =>
  expect(figure(page, card, label)).toHaveText(`${label}${value}`)

/** Follows a figure showing `value` to its list. */
async function follow(page: Page, card: string, label: string, value: string, list: RegExp) {
  await expectFigure(page, card, label, value)
  await figure(page, card, label).click()
  await expect(page).toHaveURL(list)
}

const footerCell = (page: Page, table: string, value: string) =>
  page.getByRole('table', { name: table }).locator('tfoot').getByRole('cell', { name: value, exact: true })

test.describe('dashboard', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test('each figure opens its list filtered to the same count or total', async ({ page, request }) => {
    const { cards } = await dashboardOf(request, token, GATE_MARKET)
    expect(cards.vehiclesIn * cards.farmerPayables * cards.buyerOverdue).toBeGreaterThan(0)
    await selectMarket(page)

    await follow(page, 'Vehicles today', 'In', String(cards.vehiclesIn), /\/vehicle-entry-list\?/)
    await expect(showing(page)).toHaveText(new RegExp(` of ${cards.vehiclesIn}$`))
    await page.goBack()

    const owed = formatMoney(cards.farmerPayables)
    await follow(page, 'Farmer payables', 'Owed to farmers', owed, /\/farmerReport\?/)
    await expect(footerCell(page, 'Farmer Report', owed)).toBeVisible()
    await page.goBack()

    const overdue = formatMoney(cards.buyerOverdue)
    await follow(page, 'Buyer receivables', 'Overdue', overdue, /\/Buyer-Ledger\?/)
    await expect(footerCell(page, 'Collection register', overdue)).toBeVisible()
  })

  test('choosing another market shows its figures and charts without a reload', async ({ page, request }) => {
    const [pimpalgaon, sangola] = await Promise.all([
      dashboardOf(request, token, GATE_MARKET),
      dashboardOf(request, token, 'Sangola'),
    ])
    await selectMarket(page)
    await expectFigure(page, 'Turnover', 'Today', formatMoney(pimpalgaon.cards.turnoverToday))
    const marker = () => page.evaluate(() => document.querySelector('[data-same-document]') !== null)
    await page.evaluate(() => document.body.setAttribute('data-same-document', ''))

    await selectMarket(page, 'Sangola')
    await expectFigure(page, 'Turnover', 'Today', formatMoney(sangola.cards.turnoverToday))
    await expectFigure(page, 'Vehicles today', 'In', String(sangola.cards.vehiclesIn))
    await expectFigure(page, 'Buyer receivables', 'Overdue', formatMoney(sangola.cards.buyerOverdue))
    await page.getByRole('region', { name: 'Top buyers this month' }).getByRole('button').click()
    await expect(
      page.getByRole('table', { name: 'Top buyers this month' }).locator('tbody th').first(),
    ).toHaveText(sangola.charts.topBuyers[0]!.buyerName)
    expect(await marker()).toBe(true)
  })

  test("a chart's table lists the figures it draws, in Indian format", async ({ page, request }) => {
    const { charts } = await dashboardOf(request, token, GATE_MARKET)
    await selectMarket(page)
    const panel = page.getByRole('region', { name: 'Top buyers this month' })
    await expect(
      panel.getByRole('img', { name: /^Top buyers this month chart/ }).locator('canvas'),
    ).toBeVisible()
    const toggle = panel.getByRole('button', { name: 'Show table' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()

    const rows = panel.getByRole('table', { name: 'Top buyers this month' }).locator('tbody tr')
    await expect(rows).toHaveText(charts.topBuyers.map((b) => `${b.buyerName}${formatMoney(b.amount)}`))
    await expect(panel.getByRole('img')).toHaveCount(0)

    await panel.getByRole('button', { name: 'Show chart', pressed: true }).click()
    await expect(panel.getByRole('table')).toHaveCount(0)
    await expect(panel.getByRole('img', { name: /^Top buyers this month chart/ })).toBeVisible()
  })

  test('a failed load offers Retry; a market without documents says so in each chart', async ({
    page,
    mock,
  }) => {
    // Akluj has no documents: figures read 0 and the charts name what is missing.
    await selectMarket(page, 'Akluj')
    await expectFigure(page, 'Turnover', 'Today', formatMoney(0))
    await expect(page.getByText('No sales this month.')).toBeVisible()

    await mock.fault({ path: api.dashboard.get.path, kind: 'status500', count: 3 })
    await page.reload()
    const failure = page.getByRole('region', { name: 'Dashboard' }).getByRole('alert')
    await expect(failure).toBeVisible()
    await failure.getByRole('button', { name: 'Retry' }).click()
    await expectFigure(page, 'Turnover', 'Today', formatMoney(0))
  })
})
