import { type LatencySummary, summarise, withSignedInPage } from './signed-in-page'

export type PagingLatency = LatencySummary

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

/**
 * In a real Chromium: the time from a click on 'Next page' in the market list to the next frame after
 * the new rows are in the DOM, measured inside the page so test-driver overhead is not counted.
 * `distDir` is a build of the SPA; `mockUrl` a mock server (the caller seeds it, e.g. 10 000 markets).
 */
export function measurePagingLatency(distDir: string, mockUrl: string, pages = 20): Promise<PagingLatency> {
  return withSignedInPage(distDir, mockUrl, async (page, origin) => {
    await page.goto(`${origin}/market-list`)
    await page.getByRole('button', { name: 'Next page' }).waitFor()
    await page.locator('tbody tr td').first().waitFor()
    const samples: number[] = []
    for (let n = 0; n < pages; n++) samples.push(await page.evaluate<number>(TURN_PAGE))
    return summarise(samples)
  })
}
