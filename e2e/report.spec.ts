import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf, withQuery } from './support/api'
import { GATE_MARKET, selectMarket } from './support/gate'
import { figure, rupees } from './support/money'
import { openPage, popupOf, toggleColumn, whatsAppLink } from './support/ui'

type Totals = Record<string, number>
type Search = Record<string, string | number | boolean>

interface Report {
  path: string
  heading: string
  call: string
  /** The URL's view; the list sends the same filters (all dates unless it names a period). */
  search: Search
  /** A filter's select and the text it shows for the URL's value. */
  shown: readonly [label: string, text: string]
  /** A column total the footer shows, and how. */
  total: readonly [key: string, format: 'money' | 'number']
  csv: string
}

/** What the server answers for the view, page size as the list asks. */
async function reportOf(request: APIRequestContext, token: string, call: string, body: object) {
  const answer = await callApi<unknown[]>(request, token, `Report/${call}`, {
    pageNo: 0,
    pageSize: 10,
    ...body,
  })
  if (!answer.responseData) throw new Error(`${call}: ${answer.errorMessage}`)
  return { totals: answer.responseData.totals as Totals, totalCount: answer.responseData.totalCount ?? 0 }
}

const NOVEMBER = { range: 11, fromDate: '2026-11-01', toDate: '2026-11-21' } as const

/** The first row of a report over November sorted by one column, descending: its busiest party. */
async function busiest<Row>(
  request: APIRequestContext,
  token: string,
  marketKeyID: string,
  call: string,
  column: string,
): Promise<Row> {
  const answer = await callApi<Row[]>(request, token, `Report/${call}`, {
    pageNo: 0,
    pageSize: 1,
    marketKeyID,
    fromDate: NOVEMBER.fromDate,
    toDate: NOVEMBER.toDate,
    sortingColumnName: column,
    sortingDirection: 'desc',
  })
  return answer.responseData!.data[0]!
}

const footer = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tfoot')

/** The CSV the list exports, as lines. */
async function exported(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as CSV' }).click(),
  ])
  return (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
}

/**
 * Opens the report on its URL view, checks the footer against the server's totals, reloads (the view
 * stays), and exports: every row and a last Total line with the same sums as plain numbers.
 */
async function checkReport(page: Page, request: APIRequestContext, token: string, report: Report) {
  const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
  const { range, fromDate, toDate, ...filters } = report.search
  const dates = range === 11 ? { fromDate, toDate } : { fromDate: '', toDate: '' }
  const expected = await reportOf(request, token, report.call, { marketKeyID, ...filters, ...dates })
  expect(expected.totalCount).toBeGreaterThan(0)
  const [key, format] = report.total
  const shownTotal = format === 'money' ? rupees(expected.totals[key]!) : figure(expected.totals[key]!)

  const query = new URLSearchParams(Object.entries(report.search).map(([k, v]) => [k, String(v)]))
  await openPage(page, `${report.path}?${query}`, report.heading)
  for (const pass of ['opened', 'reloaded']) {
    await expect(page.getByRole('combobox', { name: report.shown[0] }), pass).toHaveText(report.shown[1])
    await expect(
      footer(page, report.heading).getByRole('cell', { name: shownTotal, exact: true }),
      pass,
    ).toBeVisible()
    if (pass === 'opened') await page.reload()
  }
  for (const [name, value] of Object.entries(report.search))
    expect(new URL(page.url()).searchParams.get(name)).toBe(String(value))

  const lines = await exported(page)
  expect(lines).toHaveLength(1 + expected.totalCount + 1)
  const totalLine = lines.at(-1)!.split(',')
  expect(totalLine[0]).toBe('Total')
  const header = lines[0]!.split(',')
  const column = header.indexOf(report.csv)
  expect(column).toBeGreaterThan(0)
  expect(Number(totalLine[column])).toBe(expected.totals[key])
  return { marketKeyID, expected }
}

const LISTS: readonly Report[] = [
  {
    path: '/buyerReport',
    heading: 'Buyer Report',
    call: 'GetBuyerReport',
    search: { range: 0, overdueOnly: true },
    shown: ['Show', 'Show: Overdue only'],
    total: ['received', 'money'],
    csv: 'Received',
  },
  {
    path: '/tokenReport',
    heading: 'Token Report',
    call: 'GetTokenReport',
    search: { range: 11, fromDate: '2026-11-20', toDate: '2026-11-20', status: 4 },
    shown: ['Status', 'Status: Billed'],
    total: ['gross', 'money'],
    csv: 'Gross',
  },
  {
    path: '/gradeReport',
    heading: 'Grading Report',
    call: 'GetGradingReport',
    search: { range: 0, gradingType: 1 },
    shown: ['Graded by', 'Graded by: Machine'],
    total: ['kg', 'number'],
    csv: 'Kg weighed',
  },
  {
    path: '/employeeReport',
    heading: 'Employee Report',
    call: 'GetEmployeeReport',
    search: { range: 0, roleTypeID: 1 },
    shown: ['Role', 'Role: Super Admin'],
    total: ['tokens', 'number'],
    csv: 'Tokens',
  },
  {
    path: '/accountantReport',
    heading: 'Accountant Report',
    call: 'GetAccountantReport',
    search: { range: 0, roleTypeID: 1 },
    shown: ['Role', 'Role: Super Admin'],
    total: ['onlineReceipts', 'money'],
    csv: 'Online Received',
  },
]

test.describe('Reports', () => {
  test('the index links every report, the Buyer Ledger and Cash & Bank included', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openPage(page, '/report', 'Reports')
    const links = page.getByRole('main').getByRole('link')
    for (const [name, path] of [
      ['Farmer Report', '/farmerReport'],
      ['Farmer Detail Report', '/farmerDetails'],
      ['Buyer Report', '/buyerReport'],
      ['Buyer Detail Report', '/buyerDetail'],
      ['Buyer Ledger', '/Buyer-Ledger'],
      ['Token Report', '/tokenReport'],
      ['Grading Report', '/gradeReport'],
      ['Cash & Bank Ledger', '/Transaction-ledger'],
      ['Employee Report', '/employeeReport'],
      ['Accountant Report', '/accountantReport'],
    ] as const)
      await expect(links.filter({ hasText: name }).first()).toHaveAttribute('href', path)
  })

  test('Farmer Report: URL filters, totals with a column per service, CSV and the landscape print', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    await selectMarket(page)
    const { expected } = await checkReport(page, request, token, {
      path: '/farmerReport',
      heading: 'Farmer Report',
      call: 'GetFarmerReport',
      search: { range: 0, withBalance: true },
      shown: ['Balance', 'Balance: With balance'],
      total: ['net', 'money'],
      csv: 'Net',
    })
    // A column per service is one of the report's optional columns.
    await toggleColumn(page, 'Machine Grading')
    const grading = expected.totals.service2!
    await expect(
      footer(page, 'Farmer Report').getByRole('cell', { name: rupees(grading), exact: true }),
    ).toBeVisible()

    const printed = await popupOf(page, 'Print')
    const paper = printed.getByRole('article', { name: 'Farmer Report' })
    await expect(paper).toHaveAttribute('data-paper', 'A4 landscape')
    await expect(paper).toContainText('All dates')
    await expect(paper.getByRole('table', { name: 'Farmer Report' }).locator('tbody tr')).toHaveCount(
      expected.totalCount,
    )
    await expect(paper.locator('tfoot')).toContainText(rupees(expected.totals.net!))
  })

  for (const report of LISTS)
    test(`${report.heading}: URL filters, totals and CSV with the totals`, async ({
      page,
      request,
      signIn,
    }) => {
      const { token } = await signIn.beforeGoto()
      await selectMarket(page)
      await checkReport(page, request, token, report)
    })

  test('Farmer Detail Report: the farmer in the URL, closing in the footer and on WhatsApp', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    await selectMarket(page)
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const farmers = await callApi<{ farmerKeyID: string; farmerCode: number; mobileNo: string }[]>(
      request,
      token,
      withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
    )
    // The farmer with the largest pattis of the month.
    const key = (
      await busiest<{ farmerKeyID: string }>(request, token, marketKeyID, 'GetFarmerReport', 'net')
    ).farmerKeyID
    const farmer = farmers.responseData!.data.find((f) => f.farmerKeyID === key)!
    const { expected } = await checkReport(page, request, token, {
      path: '/farmerDetails',
      heading: 'Farmer Detail Report',
      call: 'GetFarmerDetailReport',
      search: { ...NOVEMBER, farmerKeyID: farmer.farmerKeyID },
      shown: ['Date range', 'Custom Date Range'],
      total: ['closing', 'money'],
      csv: 'Balance',
    })
    await expect(page.getByLabel('Opening and closing')).toContainText(rupees(expected.totals.opening!))
    const share = await whatsAppLink(page)
    expect(share.chat).toBe(`https://wa.me/91${farmer.mobileNo}`)
    expect(share.text).toContain(`Farmer Detail Report, ${farmer.farmerCode} `)
    expect(share.text).toContain(`Closing: ${rupees(expected.totals.closing!)}`)
  })

  test('Buyer Detail Report: the buyer in the URL, closing in the footer and on WhatsApp', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    await selectMarket(page)
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const { buyerKeyID } = await busiest<{ buyerKeyID: string }>(
      request,
      token,
      marketKeyID,
      'GetBuyerReport',
      'invoiced',
    )
    const buyer = await callApi<{ mobileNo: string; buyerCode: number; firmName: string }>(
      request,
      token,
      withQuery(api.buyer.model, { BuyerKeyID: buyerKeyID }),
    )
    const { expected } = await checkReport(page, request, token, {
      path: '/buyerDetail',
      heading: 'Buyer Detail Report',
      call: 'GetBuyerDetailReport',
      search: { ...NOVEMBER, buyerKeyID },
      shown: ['Date range', 'Custom Date Range'],
      total: ['closing', 'money'],
      csv: 'Balance',
    })
    const share = await whatsAppLink(page)
    expect(share.chat).toBe(`https://wa.me/91${buyer.responseData!.data.mobileNo}`)
    expect(share.text).toContain(`Closing: ${rupees(expected.totals.closing!)}`)

    // The printout names the buyer, since its rows don't.
    const { buyerCode, firmName } = buyer.responseData!.data
    const printed = await popupOf(page, 'Print')
    const paper = printed.getByRole('article', { name: 'Buyer Detail Report' })
    await expect(paper).toContainText(`Buyer${buyerCode} ${firmName}`)
    await expect(paper.locator('tfoot')).toContainText(rupees(expected.totals.closing!))
  })
})
