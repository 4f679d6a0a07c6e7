import { chromium, type Page } from '@playwright/test'
import type { LoginRecord } from '../../contracts'
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium'
import { logIn } from './demo-user'
import { startPreview } from './preview'
import { freePort } from './server-process'

/**
 * For browser measurements: a `vite preview` of `distDir` in front of the mock server at `mockUrl`, a
 * real Chromium signed in as the demo user (the login record stored as the SPA stores it), `use` run on
 * a 1300 × 900 page at the preview's origin; everything is stopped afterwards.
 */
export async function withSignedInPage<T>(
  distDir: string,
  mockUrl: string,
  use: (page: Page, origin: string) => Promise<T>,
): Promise<T> {
  const webPort = await freePort()
  const web = await startPreview({ port: webPort, mockPort: Number(new URL(mockUrl).port), outDir: distDir })
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const record: LoginRecord = await logIn(mockUrl)
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } })
    await page.addInitScript((login) => localStorage.setItem('login', JSON.stringify(login)), record)
    return await use(page, `http://127.0.0.1:${webPort}`)
  } finally {
    await browser.close()
    await web.stop()
  }
}

export interface LatencySummary {
  samples: number
  /** In the order measured, so a slow first sample or a one-off pause is visible. */
  samplesMs: number[]
  medianMs: number
  p95Ms: number
  maxMs: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    samples: sorted.length,
    samplesMs: samples.map((ms) => Math.round(ms)),
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
  }
}
