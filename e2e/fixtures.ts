import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import type { LoginRecord } from '../contracts'
import { startMockServer } from '../scripts/lib/mock-process'
import { startPreview } from '../scripts/lib/preview'
import { BROWSER_NOW, EXTERNAL, MOCK_PORT, TODAY, WEB_PORT, webUrlFor } from './support/env'
import { type MockControl, mockControl } from './support/mock-control'
import {
  type Credentials,
  DEMO_USER,
  logIn,
  openDashboard,
  storeLogin,
  storeOpeningMarket,
} from './support/session'

export type { Fault, FaultKind, MockControl } from './support/mock-control'
export type { Credentials } from './support/session'
export { expect }

type SignInTo = (page?: Page, user?: Credentials) => Promise<LoginRecord>

/**
 * Signs in (default: the demo user) and leaves the page on /dashboard with the shell rendered.
 * `signIn.beforeGoto` only stores the login, loading nothing: the test's first `page.goto` is then the
 * app's only load, which saves a dashboard (its queries and shell) the test never looks at.
 */
export type SignIn = SignInTo & { beforeGoto: SignInTo }

interface TestFixtures {
  /** This worker's mock server, reset before every test. */
  mock: MockControl
  signIn: SignIn
}

interface WorkerFixtures {
  /** The SPA and the mock server behind it, owned by this worker. */
  servers: { webUrl: string; mockUrl: string }
}

/**
 * scrypt's N for the worker's mock server. At the production cost (2^17) each sign-in takes about a
 * second of a busy core, and the suite signs in before nearly every test; the hash is the same code.
 */
const PASSWORD_COST = 2 ** 10

/** Only the date moves: timers are untouched, so debounces, animations and polling run normally. */
const fixClock = (context: BrowserContext) => context.clock.setSystemTime(BROWSER_NOW)

/**
 * The suite's fixtures. Worker n owns a mock server on E2E_MOCK_PORT + n and a `vite preview` on
 * E2E_WEB_PORT + n that proxies /api to it (worker 0's preview is Playwright's web server), so tests
 * in parallel never see each other's data, whatever the page, `route.fetch()` or `request` does.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      if (EXTERNAL) return use(EXTERNAL)
      const worker = workerInfo.parallelIndex
      const mock = await startMockServer({
        port: MOCK_PORT + worker,
        args: ['--today', TODAY, '--password-cost', String(PASSWORD_COST)],
      })
      const preview =
        worker === 0
          ? null
          : await startPreview({ port: WEB_PORT + worker, mockPort: MOCK_PORT + worker }).catch(
              async (error) => {
                await mock.stop()
                throw error
              },
            )
      try {
        await use({ webUrl: webUrlFor(worker), mockUrl: mock.url })
      } finally {
        await preview?.stop()
        await mock.stop()
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ servers }, use) => use(servers.webUrl),

  context: async ({ context }, use) => {
    await fixClock(context)
    await use(context)
  },

  mock: [
    async ({ servers }, use) => {
      const control = mockControl(servers.mockUrl)
      await control.reset()
      await use(control)
    },
    { auto: true },
  ],

  signIn: async ({ page, mock, baseURL }, use) => {
    const beforeGoto: SignInTo = async (target = page, user = DEMO_USER) => {
      if (target.context() !== page.context()) await fixClock(target.context())
      const record = await logIn(mock.url, user)
      await storeLogin(target, baseURL!, record)
      await storeOpeningMarket(target)
      return record
    }
    const signIn: SignInTo = async (target = page, user = DEMO_USER) => {
      const record = await beforeGoto(target, user)
      await openDashboard(target, baseURL!)
      return record
    }
    await use(Object.assign(signIn, { beforeGoto }))
  },
})
