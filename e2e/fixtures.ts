import { test as base, expect, type Page } from '@playwright/test'
import type { LoginRecord } from '../contracts'
import { startMockServer } from '../scripts/lib/mock-process'
import { prepareContext } from './support/browser-context'
import { BASE_URL, EXTERNAL_MOCK_URL, MOCK_PORT, TODAY } from './support/env'
import { type MockControl, mockControl } from './support/mock-control'
import { type Credentials, DEMO_USER, logIn, openDashboard, storeLogin } from './support/session'

export type { Fault, FaultKind, MockControl } from './support/mock-control'
export type { Credentials } from './support/session'
export { expect }

/** Signs in (default: the demo user) and leaves the page on /dashboard with the shell rendered. */
export type SignIn = (page?: Page, user?: Credentials) => Promise<LoginRecord>

interface TestFixtures {
  /** This worker's mock server, reset before every test. */
  mock: MockControl
  signIn: SignIn
}

interface WorkerFixtures {
  mockUrl: string
}

/**
 * The suite's fixtures. Every worker owns a mock server (E2E_MOCK_PORT + worker index) and every
 * browser context sends the SPA's `/api` calls to it, so tests in parallel never see each other's data.
 * In a test's own `page.route` for `/api/**` use `route.fallback()` (not `route.continue()`) so the
 * request still reaches this worker's server; `request` already talks to it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  mockUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      if (EXTERNAL_MOCK_URL) return use(EXTERNAL_MOCK_URL)
      const server = await startMockServer({
        port: MOCK_PORT + workerInfo.parallelIndex,
        args: ['--today', TODAY],
      })
      try {
        await use(server.url)
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  context: async ({ context, mockUrl }, use) => {
    await prepareContext(context, BASE_URL, EXTERNAL_MOCK_URL ? null : mockUrl)
    await use(context)
  },

  request: async ({ playwright, mockUrl }, use) => {
    const request = await playwright.request.newContext({ baseURL: mockUrl })
    await use(request)
    await request.dispose()
  },

  mock: [
    async ({ mockUrl }, use) => {
      const control = mockControl(mockUrl)
      await control.reset()
      await use(control)
    },
    { auto: true },
  ],

  signIn: async ({ page, mock }, use) => {
    await use(async (target = page, user = DEMO_USER) => {
      // A page from another context (a second user, say) must reach the same mock server.
      await prepareContext(target.context(), BASE_URL, EXTERNAL_MOCK_URL ? null : mock.url)
      const record = await logIn(mock.url, user)
      await storeLogin(target, record)
      await openDashboard(target)
      return record
    })
  },
})
