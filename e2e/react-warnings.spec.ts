import { startDevServer } from '../scripts/lib/preview'
import { expect, test } from './fixtures'
import { watchConsole } from './support/console'
import { EXTERNAL, WEB_PORT } from './support/env'
import { ROUTES } from './support/routes'
import { logIn, storeLogin } from './support/session'
import { openInPlace } from './support/ui'

/** Beside the worker's preview ports, clear of every other worker's. */
const DEV_PORT_OFFSET = 90

// React warns (a key missing, a hook called conditionally, state set during render) only in its
// development build, which the production preview the rest of the suite runs doesn't have.
test('every route renders under React’s development build without a warning', async ({
  page,
  mock,
}, testInfo) => {
  test.skip(EXTERNAL !== null, 'The compose run serves the production build only.')
  test.setTimeout(420_000)
  const port = WEB_PORT + DEV_PORT_OFFSET + testInfo.parallelIndex
  const dev = await startDevServer({ port, mockPort: Number(new URL(mock.url).port) })
  try {
    const webUrl = `http://127.0.0.1:${port}`
    const { problems } = await watchConsole(page)
    await storeLogin(page, webUrl, await logIn(mock.url))
    // The first load compiles the app's modules on demand: slow, once.
    await page.goto(`${webUrl}/dashboard`, { waitUntil: 'commit', timeout: 180_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 180_000 })
    for (const [path, heading] of ROUTES) await openInPlace(page, path, heading)
    expect(await problems()).toEqual([])
  } finally {
    await dev.stop()
  }
})
