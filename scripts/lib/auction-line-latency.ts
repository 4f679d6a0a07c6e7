import { join } from 'node:path'
import type { Page, Response } from '@playwright/test'
import type { LoginRecord } from '../../contracts'
import { logIn } from './demo-user'
import { REPORTS_DIR } from './paths'
import { type LatencySummary, summarise, withSignedInPage } from './signed-in-page'

const MARKET = 'Pimpalgaon Baswant'
const TOMATO = 1
const TOMATO_FIRST_GRADE = 1
const PICKUP = 2
const BUYER_CODE = '101'
const BUYER_NAME = 'Shree Samarth Fruit Co.'
const QUEUE_PATH = '/api/Auction/GetAuctionQueue'

async function api<T>(mockUrl: string, login: LoginRecord, path: string, body?: object): Promise<T> {
  const response = await fetch(`${mockUrl}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const envelope = (await response.json()) as { responseData?: { data: T } | null; errorMessage?: string }
  if (!response.ok || !envelope.responseData) throw new Error(`${path}: ${envelope.errorMessage}`)
  return envelope.responseData.data
}

/**
 * Brings today's crate auction queue of the market to `tokens` tokens (at least one more), each a
 * pickup lot of one farmer graded into one grade of `crates` crates, made through the API as the gate
 * would. Answers the number of the last one, the lines' token.
 */
export async function fillQueue(mockUrl: string, login: LoginRecord, tokens: number, crates = 20) {
  const markets = await api<{ marketKeyID: string; marketPlaceName: string }[]>(
    mockUrl,
    login,
    'Market/GetMarketList',
    {
      pageNo: 0,
      pageSize: 10,
      searchKeyword: MARKET,
    },
  )
  const marketKeyID = markets.find((m) => m.marketPlaceName === MARKET)!.marketKeyID
  const farmers = await api<{ farmerKeyID: string }[]>(
    mockUrl,
    login,
    `Farmer/GetFarmerLookupList?MarketKeyID=${marketKeyID}`,
  )
  const queued = await api<unknown[]>(mockUrl, login, 'Auction/GetAuctionQueue', { marketKeyID })
  let lastTokenNo = 0
  for (let n = queued.length; n < Math.max(tokens, queued.length + 1); n++) {
    const entry = await api<{ tokens: { tokenKeyID: string; tokenNo: number }[] }>(
      mockUrl,
      login,
      'VehicleEntry/AddUpdateVehicleEntry',
      {
        marketKeyID,
        vehicleNo: `MH15QB${String(1000 + n)}`,
        vehicleTypeID: PICKUP,
        transportationType: 1,
        tokens: [
          {
            farmerKeyID: farmers[n % farmers.length]!.farmerKeyID,
            productID: TOMATO,
            declaredCrates: crates,
            gradingType: 1,
          },
        ],
      },
    )
    await api(mockUrl, login, 'Token/SaveTokenGrading', {
      tokenKeyID: entry.tokens[0]!.tokenKeyID,
      gradingType: 1,
      grades: [{ gradeID: TOMATO_FIRST_GRADE, crates, weightKg: 0 }],
      shortageReason: '',
    })
    lastTokenNo = entry.tokens[0]!.tokenNo
  }
  return {
    lastTokenNo,
    queued: (await api<unknown[]>(mockUrl, login, 'Auction/GetAuctionQueue', { marketKeyID })).length,
  }
}

/**
 * Runs in the page (plain text: tsx wraps named functions in a helper the page does not have). Starts
 * the clock at the Enter keydown that saves the line and stops it at the next frame after the token's
 * lines show one row more, so test-driver overhead is not counted.
 */
const arm = () => `window.__lineLatency = new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('the line did not show within 10 s')), 10000)
  const rows = () => {
    const caption = [...document.querySelectorAll('caption')].find((c) => c.textContent === 'Lines of this token')
    return caption ? caption.closest('table').querySelectorAll('tbody tr').length : 0
  }
  const before = rows()
  const onKey = (event) => {
    if (event.key !== 'Enter') return
    document.removeEventListener('keydown', onKey, true)
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (rows() <= before) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    observer.observe(document.body, { subtree: true, childList: true })
  }
  document.addEventListener('keydown', onKey, true)
}); true`

async function openStartAuction(page: Page, origin: string) {
  await page.goto(`${origin}/dashboard`)
  await page.getByRole('combobox', { name: 'Select Market' }).click()
  await page.getByRole('option', { name: MARKET, exact: true }).click()
  await page.waitForURL(/\/dashboard$/)
  await page.goto(`${origin}/startAuction`)
  await page.getByRole('listbox', { name: 'Tokens to sell' }).waitFor()
}

export interface QueueRefreshCost {
  tokens: number
  refreshes: number
  /** The queue call as the page timed it (request start to last byte), median and slowest. */
  requestMedianMs: number
  requestMaxMs: number
  /** Encoded size of one answer. */
  answerBytes: number
  /** Main-thread time (Chromium's TaskDuration) per refresh of the idle screen, every poll included. */
  mainThreadMsPerRefresh: number
}

/** The idle screen for `seconds`: what its polling costs the browser and the server. */
async function measureRefresh(page: Page, tokens: number, seconds: number): Promise<QueueRefreshCost> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
  let answerBytes = 0
  const onResponse = async (response: Response) => {
    if (response.url().endsWith(QUEUE_PATH)) answerBytes = (await response.body()).length
  }
  page.on('response', onResponse)
  await page.evaluate('performance.clearResourceTimings()')
  const before = await taskSeconds()
  await page.waitForTimeout(seconds * 1000)
  const after = await taskSeconds()
  page.off('response', onResponse)
  // Plain text, as `arm`: the page's own timing of each queue request, request start to last byte.
  const durations = await page.evaluate<number[]>(
    `performance.getEntriesByType('resource').filter((e) => e.name.endsWith(${JSON.stringify(QUEUE_PATH)})).map((e) => e.duration)`,
  )
  const sorted = [...durations].sort((a, b) => a - b)
  return {
    tokens,
    refreshes: durations.length,
    requestMedianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    requestMaxMs: sorted.at(-1) ?? 0,
    answerBytes,
    mainThreadMsPerRefresh: ((after - before) * 1000) / Math.max(1, durations.length),
  }
}

export interface AuctionLineLatency {
  queue: QueueRefreshCost
  /** Enter on the rate to the line in the token's lines, the server answering `serverLatencyMs` later. */
  line: LatencySummary
  serverLatencyMs: number
}

/**
 * In a real Chromium on /startAuction with `tokens` tokens queued: the refresh cost of the idle
 * screen over `refreshSeconds`, then `lines` sale lines of one crate typed from the keyboard, each
 * timed from the Enter that saves it to its row in the token's lines. The server delays every sale
 * answer by `serverLatencyMs` (a fault), so the row can only show that fast by not waiting for it.
 */
export async function measureAuctionLine(
  distDir: string,
  mockUrl: string,
  options: { tokens: number; lines: number; refreshSeconds: number; serverLatencyMs: number },
): Promise<AuctionLineLatency> {
  const login = await logIn(mockUrl)
  const { queued, lastTokenNo } = await fillQueue(mockUrl, login, options.tokens)
  await fetch(`${mockUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      path: 'Auction/AddUpdateAuctionLine',
      kind: 'latency',
      latencyMs: options.serverLatencyMs,
      count: options.lines * 2,
    }),
  })
  return withSignedInPage(distDir, mockUrl, async (page, origin) => {
    await openStartAuction(page, origin)
    const queue = await measureRefresh(page, queued, options.refreshSeconds)
    await page.keyboard.type(String(lastTokenNo))
    await page.keyboard.press('Enter')
    const buyer = page.getByRole('combobox', { name: 'Buyer' })
    const samples: number[] = []
    // Each key waits for the field it belongs to, as a clerk's eyes would.
    const focused = (label: string) =>
      page.waitForFunction(
        (text) =>
          (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.startsWith(text) ===
          true,
        label,
      )
    for (let n = 0; n < options.lines; n++) {
      await buyer.waitFor()
      await focused('Buyer')
      await page.keyboard.type(BUYER_CODE)
      await page
        .getByRole('option', { name: new RegExp(BUYER_NAME) })
        .first()
        .waitFor()
      await page.keyboard.press('Enter')
      await focused('Crates')
      await page.keyboard.type('1')
      await page.keyboard.press('Enter')
      await focused('Rate')
      await page.keyboard.type(String(200 + n))
      await page.evaluate(arm())
      await page.keyboard.press('Enter')
      samples.push(
        await page.evaluate<number>('window.__lineLatency').catch(async (error) => {
          await page.screenshot({ path: join(REPORTS_DIR, 'bench-auction-line-failed.png') })
          throw error
        }),
      )
    }
    return { queue, line: summarise(samples), serverLatencyMs: options.serverLatencyMs }
  })
}
