import { defineConfig, devices } from '@playwright/test'
import { EXTERNAL, MOCK_PORT, TIMEZONE, WEB_PORT, webUrlFor } from './e2e/support/env'
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium'
import { previewCommand } from './scripts/lib/preview'

const CI = Boolean(process.env.CI)

/** Two workers fit two cores; one shared external mock server allows only one (docs/decisions/0003). */
const workers = EXTERNAL ? 1 : Number(process.env.E2E_WORKERS ?? 2)
const baseURL = EXTERNAL?.webUrl ?? webUrlFor(0)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties this folder when a run starts; one per web port keeps runs on other ports
  // intact. Under test-results/, Vite's dev server ignores it (traces hold HTML that would reload it).
  outputDir: `test-results/${WEB_PORT}`,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [[CI ? 'line' : 'list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'en-IN',
    timezoneId: TIMEZONE,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace of every test to keep only the failures' cost a quarter of the suite's test time
    // (docs/decisions/0025); CI retries a failure once, and that retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: EXTERNAL
    ? undefined
    : {
        // Worker 0's preview; the other workers start their own (e2e/fixtures.ts).
        command: previewCommand(WEB_PORT),
        url: baseURL,
        // A cold build on two busy cores takes a minute or more; serving alone takes seconds.
        timeout: 240_000,
        reuseExistingServer: !CI,
        env: { MOCK_PORT: String(MOCK_PORT) },
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
})
