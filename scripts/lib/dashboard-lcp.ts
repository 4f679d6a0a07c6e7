import { type Browser, chromium } from '@playwright/test'
import type { LoginRecord } from '../../contracts'
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium'
import { logIn } from './demo-user'
import { startPreview } from './preview'
import { freePort } from './server-process'
import { type LatencySummary, summarise } from './signed-in-page'

export interface DashboardLcp {
  cpuThrottling: number
  /** Largest Contentful Paint of a first visit to /dashboard (empty cache), from navigation start. */
  lcpMs: LatencySummary
  /** Navigation start to the last of the five charts drawn (or its empty message shown). */
  chartsMs: LatencySummary
  /** What the largest paint was, in the last sample: tag and the start of its text. */
  lcpElement: string
}

/**
 * Runs in the page before the app: keeps the latest LCP entry (the browser reports a new one each time
 * a larger paint happens, until the user interacts).
 */
const OBSERVE_LCP = `window.__lcp = null
new PerformanceObserver((list) => { const entries = list.getEntries(); window.__lcp = entries[entries.length - 1] })
  .observe({ type: 'largest-contentful-paint', buffered: true })`

/** Waits (in the page) until the five chart panels are drawn, then answers both times. */
const MEASURE = `(async () => {
  const deadline = performance.now() + 30000
  const panels = () => [...document.querySelectorAll('section[aria-labelledby^="chart-"]')]
  const drawn = (p) => p.querySelector('canvas') || p.querySelector('p')
  while (panels().length < 5 || !panels().every(drawn)) {
    if (performance.now() > deadline) throw new Error('the dashboard charts were not drawn within 30 s')
    await new Promise(requestAnimationFrame)
  }
  const chartsMs = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const lcp = window.__lcp
  const element = lcp && lcp.element ? lcp.element.tagName.toLowerCase() + ' ' + (lcp.element.textContent || '').trim().slice(0, 40) : ''
  return { lcpMs: lcp ? lcp.startTime : -1, chartsMs, element }
})()`

/** The demo market with a day's work (the first market, which the SPA picks by itself, has none). */
const MARKET = 'Pimpalgaon Baswant'

interface MarketLookup {
  marketKeyID: string
  marketPlaceName: string
  paymentQRPhotoUrl: string
}

async function marketToShow(mockUrl: string, login: LoginRecord): Promise<MarketLookup> {
  const response = await fetch(
    `${mockUrl}/api/Market/GetMarketLookupList?CompanyKeyID=${login.companyKeyID}`,
    {
      headers: { Authorization: `Bearer ${login.token}` },
    },
  )
  const body = (await response.json()) as { responseData?: { data?: MarketLookup[] } }
  const market = body.responseData?.data?.find((m) => m.marketPlaceName === MARKET)
  if (!market) throw new Error(`No market named ${MARKET}`)
  return market
}

async function firstVisit(
  browser: Browser,
  login: LoginRecord,
  market: MarketLookup,
  url: string,
  rate: number,
) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } })
  try {
    // The login record and the chosen market, stored as the SPA stores them.
    await context.addInitScript(
      ([record, chosen]) => {
        localStorage.setItem('login', JSON.stringify(record))
        localStorage.setItem('selectedMarketID', chosen.marketKeyID)
        localStorage.setItem('qrCode', chosen.paymentQRPhotoUrl)
        localStorage.setItem('marketName', chosen.marketPlaceName)
      },
      [login, market] as const,
    )
    await context.addInitScript(OBSERVE_LCP)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.goto(url, { waitUntil: 'commit' })
    return await page.evaluate<{ lcpMs: number; chartsMs: number; element: string }>(MEASURE)
  } finally {
    await context.close()
  }
}

/**
 * In a real Chromium with the CPU slowed `rate` times (Chrome DevTools' throttling), against a build in
 * `distDir` and the mock server at `mockUrl`: `samples` first visits to Pimpalgaon's /dashboard.
 */
export async function measureDashboardLcp(
  distDir: string,
  mockUrl: string,
  { samples = 7, rate = 4 } = {},
): Promise<DashboardLcp> {
  const webPort = await freePort()
  const web = await startPreview({ port: webPort, mockPort: Number(new URL(mockUrl).port), outDir: distDir })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const login = await logIn(mockUrl)
    const market = await marketToShow(mockUrl, login)
    const url = `http://127.0.0.1:${webPort}/dashboard`
    const lcp: number[] = []
    const charts: number[] = []
    let element = ''
    for (let i = 0; i < samples; i++) {
      const sample = await firstVisit(browser, login, market, url, rate)
      lcp.push(sample.lcpMs)
      charts.push(sample.chartsMs)
      element = sample.element
    }
    return { cpuThrottling: rate, lcpMs: summarise(lcp), chartsMs: summarise(charts), lcpElement: element }
  } finally {
    await browser.close()
    await web.stop()
  }
}
