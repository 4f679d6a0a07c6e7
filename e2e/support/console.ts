import type { Page } from '@playwright/test'

/**
 * Collects, from the page's first script on, every Content-Security-Policy violation and every
 * console error or warning, and every request that failed.
 */
export async function watchConsole(page: Page): Promise<() => Promise<string[]>> {
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
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  return async () => messages
}
