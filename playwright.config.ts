import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, EXTERNAL_MOCK_URL, MOCK_PORT, SERVES_ITSELF, TIMEZONE, WEB_PORT } from './e2e/support/env'

const CI = Boolean(process.env.CI)

/** Two workers fit two cores; one shared external mock server allows only one (see docs/decisions). */
const workers = EXTERNAL_MOCK_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2)

// `npm test` builds first; run alone, the suite builds only when there is no build to serve.
const vite = 'node_modules/.bin/vite'
const serveSpa = `{ [ -f dist/index.html ] || ${vite} build; } && exec ${vite} preview --host 127.0.0.1 --port ${WEB_PORT} --strictPort`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties this folder when a run starts; one per web port keeps runs on other ports intact.
  outputDir: `.reports/e2e-artifacts/${WEB_PORT}`,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [[CI ? 'line' : 'list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    locale: 'en-IN',
    timezoneId: TIMEZONE,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: SERVES_ITSELF
    ? {
        command: serveSpa,
        url: BASE_URL,
        // A cold build on two busy cores takes a minute or more; serving alone takes seconds.
        timeout: 240_000,
        reuseExistingServer: !CI,
        env: { MOCK_PORT: String(MOCK_PORT) },
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      }
    : undefined,
})
