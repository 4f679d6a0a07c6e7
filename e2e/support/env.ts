/**
 * Where the e2e suite finds the SPA and the mock server; read by playwright.config.ts and the fixtures.
 *
 * Default (local runs and CI): Playwright serves the built SPA with `vite preview` on E2E_WEB_PORT and
 * every worker starts its own mock server on E2E_MOCK_PORT + its worker index.
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
export const EXTERNAL_MOCK_URL = process.env.E2E_MOCK_URL?.replace(/\/$/, '')
export const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${WEB_PORT}`
export const SERVES_ITSELF = process.env.E2E_BASE_URL === undefined

/** The mock server's fixed "today" and the moment the browser's clock starts from. */
export const TODAY = '2026-11-21'
export const BROWSER_NOW = new Date(`${TODAY}T10:00:00+05:30`)
export const TIMEZONE = 'Asia/Kolkata'
