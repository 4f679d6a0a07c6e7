import { join } from 'node:path'
import { REPORTS_DIR } from './paths'
import { type LatencySummary, summarise, withSignedInPage } from './signed-in-page'

export type EntryLatency = LatencySummary

/**
 * Runs in the page (plain text: tsx wraps named functions in a helper the page does not have). Starts
 * the clock at the Ctrl+Enter keydown and stops it at the next frame after the list shows a row with the
 * vehicle number, so test-driver overhead is not counted. It answers at once (true); the measurement
 * waits in window.__entryLatency.
 */
const arm = (vehicleNo: string) => `window.__entryLatency = new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('${vehicleNo} did not show in the list within 10 s')), 10000)
  let start = 0
  const shown = () => [...document.querySelectorAll('table[aria-label="Vehicle Entries"] tbody td')]
    .some((cell) => cell.textContent === ${JSON.stringify(vehicleNo)})
  const onKey = (event) => {
    if (event.key !== 'Enter' || !event.ctrlKey) return
    document.removeEventListener('keydown', onKey, true)
    start = performance.now()
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  }
  document.addEventListener('keydown', onKey, true)
}); true`

/**
 * In a real Chromium: from Ctrl+Enter on the last field of a new vehicle entry (one token) to its row in
 * the gate's list, `entries` times. `distDir` is a build of the SPA, `mockUrl` a mock server.
 */
export function measureEntryLatency(distDir: string, mockUrl: string, entries = 10): Promise<EntryLatency> {
  return withSignedInPage(distDir, mockUrl, async (page, origin) => {
    await page.goto(`${origin}/dashboard`)
    await page.getByRole('combobox', { name: 'Select Market' }).click()
    await page.getByRole('option', { name: 'Pimpalgaon Baswant', exact: true }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.goto(`${origin}/vehicle-entry-list`)
    await page.locator('table[aria-label="Vehicle Entries"] tbody td').first().waitFor()

    const samples: number[] = []
    for (let n = 0; n < entries; n++) {
      const vehicleNo = `MH15ZZ${String(1000 + n)}`
      await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
      const form = page.getByRole('dialog', { name: 'Add Vehicle Entry' })
      await form.getByRole('textbox', { name: 'Vehicle No.', exact: true }).fill(vehicleNo)
      await form.getByRole('combobox', { name: 'Vehicle Type' }).focus()
      await page.keyboard.type('Pi')
      const farmer = form.getByRole('combobox', { name: 'Farmer' })
      // The first farmer of the market: a farmer may bring lots on many vehicles.
      await farmer.click()
      await farmer.press('Enter')
      const crates = form.getByRole('textbox', { name: 'Crates', exact: true })
      await crates.fill('20')
      await page.evaluate(arm(vehicleNo))
      await crates.press('Control+Enter')
      samples.push(
        await page.evaluate<number>('window.__entryLatency').catch(async (error) => {
          await page.screenshot({ path: join(REPORTS_DIR, 'bench-gate-entry-failed.png') })
          throw error
        }),
      )
      await page.getByTestId('success-message').waitFor()
      await page.keyboard.press('Escape')
    }
    return summarise(samples)
  })
}
