import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { api } from '../contracts'
import { readTallyFile } from '../contracts/test/tally-file'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf, withQuery } from './support/api'
import { GATE_MARKET } from './support/gate'
import { rupees } from './support/money'
import { choose, openPage } from './support/ui'

const footer = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tfoot')
const totalShown = (page: Page, table: string, amount: number) =>
  footer(page, table).getByRole('cell', { name: rupees(amount), exact: true })

const NOVEMBER = { range: '11', fromDate: '2026-11-01', toDate: '2026-11-21' } as const
const query = (search: Record<string, string>) => new URLSearchParams(search).toString()

test.describe('The books', () => {
  // The books are derived from months of seeded history: the first call after a reset takes a while.
  test.describe.configure({ timeout: 120_000 })

  test('the Reports page links every books screen', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openPage(page, '/report', 'Reports')
    const books = page.getByRole('region', { name: 'Books' })
    for (const [name, path] of [
      ['Trial Balance', '/trialBalance'],
      ['Profit & Loss', '/profitAndLoss'],
      ['Account Ledger', '/accountLedger'],
      ['Levy Register', '/levyRegister'],
      ['Export to Tally', '/tallyExport'],
    ] as const)
      await expect(books.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
  })

  test("Trial Balance of a market: debits equal credits, and a row opens the account's ledger", async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const answer = await callApi<{ accountID: string; accountName: string; debit: number; credit: number }[]>(
      request,
      token,
      api.books.trialBalance,
      { marketKeyID, asOfDate: NOVEMBER.toDate, pageNo: 0, pageSize: 10 },
    )
    const totals = answer.responseData!.totals!
    expect(totals.debit).toBeGreaterThan(0)
    expect(totals.debit).toBe(totals.credit)

    // The search narrows the rows to the account; the footer still sums the whole trial balance.
    await openPage(page, `/trialBalance?${query({ ...NOVEMBER, marketKeyID, q: 'Aadat' })}`, 'Trial Balance')
    await expect(page.getByRole('combobox', { name: 'Market', exact: true })).toHaveText(
      `Market: ${GATE_MARKET}`,
    )
    const table = page.getByRole('table', { name: 'Trial Balance' })
    await expect(
      footer(page, 'Trial Balance').getByRole('cell', { name: rupees(totals.debit!) }),
    ).toHaveCount(2)

    const aadat = table.getByRole('link', { name: 'Commission (Aadat)' })
    await aadat.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Account Ledger' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('toDate')).toBe(NOVEMBER.toDate)
    expect(new URL(page.url()).searchParams.get('marketKeyID')).toBe(marketKeyID)
    const ledger = page.getByRole('table', { name: 'Account Ledger' })
    await expect(ledger.locator('tbody tr').first()).toBeVisible()
    const row = answer.responseData!.data.find((r) => r.accountName === 'Commission (Aadat)')
    if (row) {
      // The ledger's closing on the day is the trial balance's figure for the account (a credit here).
      await expect(page.getByLabel('Opening and closing')).toContainText(rupees(row.debit - row.credit))
    }
  })

  test('Profit & Loss: income and expenses total alike once the net profit closes them', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const answer = await callApi<{ totalIncome: number; totalExpenses: number; netProfit: number }>(
      request,
      token,
      api.books.profitAndLoss,
      { marketKeyID: '', fromDate: NOVEMBER.fromDate, toDate: NOVEMBER.toDate },
    )
    const pl = answer.responseData!.data
    expect(pl.totalIncome).toBeGreaterThan(0)
    // The closing line comes last: the list's search finds it on the first page.
    await openPage(page, `/profitAndLoss?${query({ ...NOVEMBER, q: 'Net' })}`, 'Profit & Loss')
    await expect(page.getByRole('combobox', { name: 'Market', exact: true })).toHaveText('Market: Whole firm')
    const closing = Math.max(pl.totalIncome, pl.totalExpenses)
    await expect(totalShown(page, 'Profit & Loss', closing)).toHaveCount(2)
    const net = page.getByRole('row', { name: pl.netProfit >= 0 ? /Net Profit/ : /Net Loss/ })
    await expect(net).toContainText(rupees(Math.abs(pl.netProfit)))
  })

  test('Levy Register: the levies come from the chart, and a levy shows its documents and totals', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    await openPage(page, '/levyRegister', 'Levy Register')
    await expect(page.getByText('No service is a levy yet')).toBeVisible()

    // Hamali on buyers, made a levy: what was charged for it is owed to the committee.
    const hamali = await callApi<Record<string, unknown>>(
      request,
      token,
      withQuery(api.service.model, { ServiceID: 8 }),
    )
    const saved = await callApi(request, token, api.service.addUpdate, {
      ...hamali.responseData!.data,
      isLevy: true,
    })
    expect(saved.statusCode).toBe(200)
    const register = await callApi<unknown[]>(request, token, api.books.levyRegister, {
      marketKeyID: '',
      serviceID: 8,
      ...NOVEMBER,
      range: undefined,
      pageNo: 0,
      pageSize: 10,
    })
    const amount = register.responseData!.totals!.amount!
    expect(amount).toBeGreaterThan(0)

    await page.reload()
    await choose(page, page.getByRole('main'), 'Levy', 'Levy: Hamali Payable (Buyer)')
    await expect(page.getByRole('combobox', { name: 'Levy' })).toHaveText('Levy: Hamali Payable (Buyer)')
    expect(new URL(page.url()).searchParams.get('serviceID')).toBe('8')
    await openPage(page, `/levyRegister?${query({ ...NOVEMBER, serviceID: '8' })}`, 'Levy Register')
    await expect(totalShown(page, 'Levy Register', amount)).toBeVisible()
  })

  test('Export to Tally downloads an XML file whose vouchers balance', async ({ page, request, signIn }) => {
    const { token } = await signIn.beforeGoto()
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const week = { range: '11', fromDate: '2026-11-15', toDate: '2026-11-21', marketKeyID }
    await openPage(page, `/tallyExport?${query(week)}`, 'Export to Tally')
    await expect(page.getByRole('combobox', { name: 'Market', exact: true })).toHaveText(
      `Market: ${GATE_MARKET}`,
    )
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download XML' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.xml$/)
    const file = readTallyFile(await readFile(await download.path(), 'utf8'))
    expect(file.vouchers.length).toBeGreaterThan(0)
    expect(new Set(file.vouchers.map((v) => v.type))).toEqual(
      new Set(['Sales', 'Journal', 'Receipt', 'Payment']),
    )
    await expect(page.getByText(`Saved ${download.suggestedFilename()}.`)).toBeVisible()
  })

  test('a failing call shows its error and a retry; a failing export says why', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn.beforeGoto()
    // Failing more often than the list retries a server error.
    await mock.fault({ path: api.books.trialBalance.path, kind: 'status500', count: 3 })
    await openPage(page, `/trialBalance?${query(NOVEMBER)}`, 'Trial Balance')
    const failed = page.getByRole('table', { name: 'Trial Balance' }).getByRole('alert')
    await expect(failed).toContainText('Injected fault: the server failed.')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect(footer(page, 'Trial Balance')).toBeVisible()

    await mock.fault({ path: api.books.exportTally.path, kind: 'status500' })
    await openPage(page, `/tallyExport?${query(NOVEMBER)}`, 'Export to Tally')
    await page.getByRole('button', { name: 'Download XML' }).click()
    await expect(page.getByRole('alert')).toHaveText('Injected fault: the server failed.')
  })
})
