import { expect, type Page } from '@playwright/test'

/** As Playwright's `networkidle`: no request in flight for this long. */
const QUIET_MS = 500

/**
 * Collects, from the page's first script on, every Content-Security-Policy violation and every
 * console error or warning, and every request that failed. Reading them waits until the page's
 * network has been quiet for a moment, so an answer still on its way is heard; unlike a load state,
 * quiet is also measured after the router has shown a route in the same document.
 */
export interface ConsoleWatch {
  /** Resolves once no request has been in flight for a moment (Playwright's `networkidle`). */
  settled(): Promise<void>
  /** What went wrong so far, read once the page has settled. */
  problems(): Promise<string[]>
}

export async function watchConsole(page: Page): Promise<ConsoleWatch> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${page.url()} console.${message.type()}: ${message.text()}`)
  })
  // The browser's own line for a failed request doesn't say which one failed.
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`${page.url()} HTTP ${response.status()}: ${response.url()}`)
  })
  page.on('pageerror', (error) => messages.push(`${page.url()} uncaught: ${error.message}`))
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => {
    inFlight++
    lastChange = Date.now()
  })
  const finished = () => {
    inFlight--
    lastChange = Date.now()
  }
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  const settled = () =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS, {
        message: 'the page’s requests settle',
        intervals: [QUIET_MS / 5],
      })
      .toBe(true)
  return {
    settled,
    problems: async () => {
      await settled()
      return messages
    },
  }
}
