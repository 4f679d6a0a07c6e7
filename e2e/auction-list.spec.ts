import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { AUCTION_LINE_STATUS, api, TROLLEY_AUCTION_STATUS, tokenLabel } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, everyRow, type Target, withQuery } from './support/api'
import {
  marketBuyers,
  type SoldLine,
  sellCrateTokens,
  sellTrolley,
  TODAY_RANGE,
  trolleyAtGate,
} from './support/auction'
import { TODAY } from './support/env'
import { marketFarmers, selectMarket } from './support/gate'
import { figure, rupees } from './support/money'
import { choose, closeSuccess, openPage, SA_SUPPORT, textbox } from './support/ui'

const SALES = 'Crate Sales'
const LOTS = 'Trolley Lots'

interface LineRow {
  auctionLineKeyID: string
  tokenNo: number
  gradeName: string
  buyerKeyID: string
  buyerCode: number
  buyerName: string
  productName: string
  crates: number
  rate: number
  netWeightKg: number
  amount: number
  status: number
}

interface LotRow {
  netWeightKg: number
  amount: number
}

/** A column's sum in hundredths (paise, hundredths of a kg), as the server adds them. */
const sum = (values: number[]) => values.reduce((total, v) => total + Math.round(v * 100), 0) / 100

/** Today's rows of a list of the gate market, with `filters`. */
async function todays<T>(request: APIRequestContext, token: string, list: Target, filters: object = {}) {
  const { marketKeyID } = await marketFarmers(request, token)
  return everyRow<T>(request, token, list, {
    marketKeyID,
    ...TODAY_RANGE,
    sortingColumnName: 'tokenNo',
    sortingDirection: 'asc',
    ...filters,
  })
}

async function openAuctionList(page: Page, query = '') {
  await selectMarket(page)
  await openPage(page, `/auctionList${query}`, 'Auction List')
}

const footer = (page: Page, name: string) => page.getByRole('table', { name }).locator('tfoot')
const saleName = (line: SoldLine) => `sale ${tokenLabel(line.tokenNo)} ${line.gradeName} to ${line.buyerName}`
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('auction list', () => {
  let token = ''
  /** Lines sold for the test, inside their products' alert bands. */
  let ours: SoldLine[] = []
  test.beforeEach(async ({ signIn, request }) => {
    token = (await signIn.beforeGoto()).token
    ours = await sellCrateTokens(request, token, 6)
  })

  test("the footer totals today's sold crates, kg and amount of the chosen buyer", async ({
    page,
    request,
  }) => {
    const sold = await todays<LineRow>(request, token, api.auction.list, {
      status: AUCTION_LINE_STATUS.Sold,
    })
    // The buyer with the most lines today: the footer sums every page of the filter, not the one shown.
    const tally = new Map<string, number>()
    for (const line of sold) tally.set(line.buyerKeyID, (tally.get(line.buyerKeyID) ?? 0) + 1)
    const [buyerKeyID] = [...tally].sort((a, b) => b[1] - a[1])[0]!
    const lines = sold.filter((line) => line.buyerKeyID === buyerKeyID)
    const buyer = lines[0]!

    await openAuctionList(page)
    await expect(page.getByText('21-11-2026 to 21-11-2026')).toBeVisible()
    await choose(page, page, 'Buyer', `Buyer: ${buyer.buyerCode} ${buyer.buyerName}`)
    await choose(page, page, 'Status', 'Status: Sold')
    await expect(page.getByText(`Showing 1–${Math.min(10, lines.length)} of ${lines.length}`)).toBeVisible()
    const totals = footer(page, SALES)
    await expect(totals.getByRole('cell').first()).toHaveText('Total')
    for (const total of [
      figure(sum(lines.map((l) => l.crates))),
      figure(sum(lines.map((l) => l.netWeightKg))),
      rupees(sum(lines.map((l) => l.amount))),
    ])
      await expect(totals.getByRole('cell', { name: total, exact: true })).toBeVisible()

    // The same view, exported: every line of the filter, as the columns read.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`crate-sales-${TODAY}.csv`)
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(csv[0]).toBe('Token,Sold At,Farmer,Product,Grade,Buyer,Crates,Rate (₹),Per,Net kg,Amount,Status')
    expect(csv).toHaveLength(1 + lines.length + 1)
    // The last line is the footer's sums as plain numbers: crates, net kg and amount.
    const total = csv.at(-1)!.split(',')
    expect(total[0]).toBe('Total')
    expect(Number(total[6])).toBe(sum(lines.map((l) => l.crates)))
    expect(Number(total[9])).toBeCloseTo(sum(lines.map((l) => l.netWeightKg)), 2)
    expect(Number(total[10])).toBeCloseTo(sum(lines.map((l) => l.amount)), 2)
    for (const line of lines)
      expect(csv).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${tokenLabel(line.tokenNo)},21-11-2026 \\d\\d:\\d\\d [AP]M,[^,]+,${line.productName},${line.gradeName},${line.buyerName},${line.crates},${line.rate},[a-z0-9 ]+,${line.netWeightKg},${line.amount},Sold$`,
          ),
        ),
      )
  })

  test('a Sold line is edited and another cancelled with a reason', async ({ page, request }) => {
    const [edited, cancelled] = ours
    await openAuctionList(page, `?q=${tokenLabel(edited!.tokenNo)}`)

    await page.getByRole('button', { name: `Edit ${saleName(edited!)}` }).click()
    const edit = dialog(page, `Edit Sale ${tokenLabel(edited!.tokenNo)} ${edited!.gradeName}`)
    // A lower rate stays inside the band and can't take the buyer over a credit limit.
    const newRate = edited!.rate - 1
    await textbox(edit, 'Rate (₹)').fill(String(newRate))
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(
      page,
      `Sale of ${tokenLabel(edited!.tokenNo)} ${edited!.gradeName} to ${edited!.buyerName} updated.`,
    )
    const model = await callApi<LineRow>(
      request,
      token,
      withQuery(api.auction.model, { AuctionLineKeyID: edited!.auctionLineKeyID }),
    )
    const line = model.responseData!.data
    expect(line.rate).toBe(newRate)
    const row = page
      .getByRole('table', { name: SALES })
      .locator('tbody tr')
      .filter({
        has: page.getByRole('button', { name: `Edit ${saleName(edited!)}` }),
      })
    await expect(row.getByRole('cell', { name: figure(newRate), exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: rupees(line.amount), exact: true })).toBeVisible()

    await page.goto(`/auctionList?q=${tokenLabel(cancelled!.tokenNo)}`)
    await page.getByRole('button', { name: `Cancel ${saleName(cancelled!)}` }).click()
    const cancel = dialog(
      page,
      `Cancel Sale ${tokenLabel(cancelled!.tokenNo)} ${cancelled!.gradeName} (${cancelled!.buyerName})`,
    )
    await textbox(cancel, 'Reason').fill('Buyer refused the lot')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(
      page,
      `Sale of ${tokenLabel(cancelled!.tokenNo)} ${cancelled!.gradeName} to ${cancelled!.buyerName} cancelled.`,
    )
    await expect(page.getByRole('button', { name: `Cancel ${saleName(cancelled!)}` })).toBeDisabled()
    await expect(page.getByRole('button', { name: `Edit ${saleName(cancelled!)}` })).toBeDisabled()
  })

  test('trolley lots have their own tab, kept in the link, with their totals', async ({ page, request }) => {
    // Two trolleys weighed, one only priced: the Weighed filter sums the first two.
    const { buyers } = await marketBuyers(request, token)
    for (const [index, [vehicleNo, emptyWeightKg]] of [
      ['MH15LT1001', 2310],
      ['MH15LT1002', 2455.5],
      ['MH15LT1003', null],
    ].entries()) {
      const lot = await trolleyAtGate(request, token, vehicleNo as string, 5000 + index * 350)
      await sellTrolley(request, token, {
        tokenKeyID: lot.tokenKeyID,
        buyerKeyID: buyers[index]!.buyerKeyID,
        rateType: index === 1 ? 2 : 1,
        rate: index === 1 ? 0 : 1725.5,
        lumpSumAmount: index === 1 ? 48_000 : 0,
        emptyWeightKg,
      })
    }
    const weighed = await todays<LotRow>(request, token, api.trolleyAuction.list, {
      status: TROLLEY_AUCTION_STATUS.Weighed,
    })
    await openAuctionList(page)
    await page.getByRole('tab', { name: 'Trolley Lots' }).click()
    await expect(page).toHaveURL(/lots=trolley/)
    await choose(page, page, 'Status', 'Status: Weighed')
    await expect(page.getByRole('table', { name: SALES })).toHaveCount(0)
    await expect(page.getByText(`Showing 1–${weighed.length} of ${weighed.length}`)).toBeVisible()
    const totals = footer(page, LOTS)
    for (const total of [
      figure(sum(weighed.map((l) => l.netWeightKg))),
      rupees(sum(weighed.map((l) => l.amount))),
    ])
      await expect(totals.getByRole('cell', { name: total, exact: true })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('tab', { name: 'Trolley Lots' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Status: Weighed')
  })

  test('a role without sale rights sees the lines with Edit and Cancel disabled', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openAuctionList(page)
    await expect(page.getByRole('button', { name: /^Edit sale / }).first()).toBeVisible()
    // The role has arrived (until then nothing is allowed, so the checks below would pass regardless).
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: /^Edit sale / }).first()).toBeDisabled()
    await expect(page.getByRole('button', { name: /^Cancel sale / }).first()).toBeDisabled()
  })
})
