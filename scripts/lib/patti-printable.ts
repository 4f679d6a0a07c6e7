import { type Browser, chromium, request } from '@playwright/test'
import type { LoginRecord } from '../../contracts'
import { generatePatti, soldTokens } from '../../e2e/support/billing'
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium'
import { logIn } from './demo-user'
import { startPreview } from './preview'
import { freePort } from './server-process'
import { type LatencySummary, summarise } from './signed-in-page'

export interface PattiPrintable {
  billNo: string
  /** A first visit (empty cache): navigation start to the patti drawn with its fonts ready. */
  coldMs: LatencySummary
  /** The same page opened again in the same browser (code cached, data fetched again). */
  warmMs: LatencySummary
  /** Choosing Marathi to the patti redrawn in Devanagari with that font loaded. */
  marathiMs: LatencySummary
}

/**
 * A patti of its own: the seed's history may not have one, so it is made as the e2e suite makes one
 * (a vehicle's token sold through the auction API, then billed).
 */
async function newPatti(mockUrl: string, token: string) {
  const api = await request.newContext({ baseURL: mockUrl })
  try {
    return await generatePatti(api, token, await soldTokens(api, token))
  } finally {
    await api.dispose()
  }
}

/**
 * Runs in the page (plain text, see gate-entry-latency.ts): checks every frame until the patti in
 * `lang` shows its amount in words and, for Marathi, a Devanagari face has loaded; then waits for the
 * document's fonts and answers, at the next frame, the time since `since` (an expression giving a
 * `performance.now()` value; 0 is the navigation's start).
 */
const printable = (lang: string, since: string) => `(async () => {
  const start = ${since}
  const drawn = () => document.querySelector('article[lang="${lang}"] [data-testid="amount-in-words"]')
  const devanagari = () => [...document.fonts].some((f) => f.family.includes('Noto Sans Devanagari') && f.status === 'loaded')
  const ready = () => drawn() && ('${lang}' !== 'mr' || devanagari())
  const deadline = performance.now() + 15000
  while (!ready()) {
    if (performance.now() > deadline) throw new Error('the patti was not printable within 15 s')
    await new Promise(requestAnimationFrame)
  }
  await document.fonts.ready
  await new Promise(requestAnimationFrame)
  return performance.now() - start
})()`

/** Starts the clock at the pointer release that picks an option (Radix Select chooses on it). */
const armPick = `window.__pickedAt = new Promise((resolve) =>
  document.addEventListener('pointerup', () => resolve(performance.now()), { capture: true, once: true })); true`

async function openPatti(browser: Browser, login: LoginRecord, url: string) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } })
  await context.addInitScript((record) => localStorage.setItem('login', JSON.stringify(record)), login)
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'commit' })
  const ms = await page.evaluate<number>(printable('en', '0'))
  return { context, page, ms }
}

/**
 * In a real Chromium against a build in `distDir` and the mock server at `mockUrl`: the patti page's
 * time to printable, `samples` times each for a first visit, a repeat visit and a switch to Marathi.
 */
export async function measurePattiPrintable(
  distDir: string,
  mockUrl: string,
  samples = 7,
): Promise<PattiPrintable> {
  const webPort = await freePort()
  const web = await startPreview({ port: webPort, mockPort: Number(new URL(mockUrl).port), outDir: distDir })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const login = await logIn(mockUrl)
    const bill = await newPatti(mockUrl, login.token)
    const url = `http://127.0.0.1:${webPort}/invoice?farmerBillKeyID=${bill.farmerBillKeyID}`
    const cold: number[] = []
    const warm: number[] = []
    const marathi: number[] = []
    for (let n = 0; n < samples; n++) {
      const first = await openPatti(browser, login, url)
      cold.push(first.ms)
      const { page } = first
      await page.goto(url, { waitUntil: 'commit' })
      warm.push(await page.evaluate<number>(printable('en', '0')))
      await page.getByRole('combobox', { name: 'Language' }).click()
      await page.evaluate(armPick)
      await page.getByRole('option', { name: 'मराठी (Marathi)' }).click()
      marathi.push(await page.evaluate<number>(printable('mr', 'await window.__pickedAt')))
      await first.context.close()
    }
    return {
      billNo: bill.billNo,
      coldMs: summarise(cold),
      warmMs: summarise(warm),
      marathiMs: summarise(marathi),
    }
  } finally {
    await browser.close()
    await web.stop()
  }
}
