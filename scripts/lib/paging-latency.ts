import { chromium } from '@playwright/test'
import type { LoginRecord } from '../../contracts'
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium'
import { logIn } from './demo-user'
import { startPreview } from './preview'
import { freePort } from './server-process'

export interface PagingLatency {
  samples: number
  /** In the order measured, so a slow first turn or a one-off pause is visible. */
  samplesMs: number[]
  medianMs: number
  p95Ms: number
  maxMs: number
}

/**
 * Runs in the page. Plain text rather than a function: tsx wraps named functions in a helper the page
 * does not have. The old page stays on screen while the next loads, so "done" is the first row changing.
 */
const TURN_PAGE = `new Promise((resolve, reject) => {
  const firstCell = () => document.querySelector('tbody tr td')?.textContent ?? ''
  const before = firstCell()
  const next = document.querySelector('button[aria-label="Next page"]')
  if (!next || next.disabled) return reject(new Error('no next page'))
  const start = performance.now()
  const observer = new MutationObserver(() => {
    if (firstCell() === before) return
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.now() - start))
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  next.click()
})`

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

/**
 * In a real Chromium: the time from a click on 'Next page' in the market list to the next frame after
 * the new rows are in the DOM, measured inside the page so test-driver overhead is not counted.
 * `distDir` is a build of the SPA; `mockUrl` a mock server (the caller seeds it, e.g. 10 000 markets).
 */
export async function measurePagingLatency(
  distDir: string,
  mockUrl: string,
  pages = 20,
): Promise<PagingLatency> {
  const webPort = await freePort()
  const web = await startPreview({ port: webPort, mockPort: Number(new URL(mockUrl).port), outDir: distDir })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const record: LoginRecord = await logIn(mockUrl)
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } })
    await page.addInitScript((login) => localStorage.setItem('login', JSON.stringify(login)), record)
    await page.goto(`http://127.0.0.1:${webPort}/market-list`)
    await page.getByRole('button', { name: 'Next page' }).waitFor()
    await page.locator('tbody tr td').first().waitFor()

    const samples: number[] = []
    for (let n = 0; n < pages; n++) {
      const ms = await page.evaluate<number>(TURN_PAGE)
      samples.push(ms)
    }
    const sorted = [...samples].sort((a, b) => a - b)
    return {
      samples: sorted.length,
      samplesMs: samples.map((ms) => Math.round(ms)),
      medianMs: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? 0,
    }
  } finally {
    await browser.close()
    await web.stop()
  }
}
