import type { BrowserContext } from '@playwright/test'
import { BROWSER_NOW } from './env'

const prepared = new WeakSet<BrowserContext>()

/**
 * Makes a browser context talk to one worker's mock server and start from the suite's fixed moment.
 * The SPA calls `/api/...` on its own origin; those requests are sent to `mockUrl` instead, so workers
 * running side by side never share state. Idempotent, so any context a test uses can be prepared.
 */
export async function prepareContext(context: BrowserContext, webUrl: string, mockUrl: string | null) {
  if (prepared.has(context)) return
  prepared.add(context)
  // Only the date moves: timers are untouched, so debounces, animations and polling run normally.
  await context.clock.setSystemTime(BROWSER_NOW)
  if (mockUrl === null) return
  const webOrigin = new URL(webUrl).origin
  await context.route(
    (url) => url.origin === webOrigin && url.pathname.startsWith('/api/'),
    (route) => {
      const url = new URL(route.request().url())
      return route.continue({ url: `${mockUrl}${url.pathname}${url.search}` })
    },
  )
}
