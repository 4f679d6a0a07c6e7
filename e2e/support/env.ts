/**
 * Where the e2e suite finds the SPA and the mock server; read by playwright.config.ts and the fixtures.
 *
 * Default (local runs and CI): worker n uses `vite preview` on E2E_WEB_PORT + n and a mock server on
 * E2E_MOCK_PORT + n; Playwright's web server is worker 0's preview. See docs/decisions/0003.
 * Against running servers (docker-compose): E2E_BASE_URL is the SPA, E2E_MOCK_URL the one mock
 * server behind it; with one shared mock the suite runs on a single worker.
 */
const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`${name} is not a port`)
  return value
}

export const WEB_PORT = port('E2E_WEB_PORT', 4173)
export const MOCK_PORT = port('E2E_MOCK_PORT', 4000)

function externalServers(): { webUrl: string; mockUrl: string } | null {
  const webUrl = process.env.E2E_BASE_URL?.replace(/\/$/, '')
  const mockUrl = process.env.E2E_MOCK_URL?.replace(/\/$/, '')
  if (!webUrl && !mockUrl) return null
  if (!webUrl || !mockUrl) throw new Error('Set both E2E_BASE_URL and E2E_MOCK_URL, or neither.')
  return { webUrl, mockUrl }
}

/** Set when the suite runs against servers that are already up. */
export const EXTERNAL = externalServers()

/** docker-compose's `mock` service, which runs as in production; only the compose run sets it. */
export const PRODUCTION_MOCK_URL = process.env.E2E_PROD_MOCK_URL?.replace(/\/$/, '') || null
export const webUrlFor = (worker: number) => `http://127.0.0.1:${WEB_PORT + worker}`

/** The mock server's fixed "today" and the moment the browser's clock starts from. */
export const TODAY = '2026-11-21'
export const BROWSER_NOW = new Date(`${TODAY}T10:00:00+05:30`)
export const TIMEZONE = 'Asia/Kolkata'
