import { existsSync } from 'node:fs'

/**
 * Debian's build of Chromium's old headless shell: the same engine without the full browser's UI
 * process work, a fifth less wall time over the e2e suite on two cores than the full `chromium` in
 * its new headless mode (docs/decisions/0029). The full browser is the fallback where the shell is
 * not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_BROWSER = '/usr/bin/chromium'

/**
 * How every Playwright-driven browser here is launched: Debian's Chromium (Playwright's own browser
 * builds cannot be downloaded on these machines), quiet and reproducible for CI.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: [
    // Runs as root in containers and CI, where Chromium's sandbox cannot start.
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    // No update checks, component downloads or sync traffic competing with the test's own requests.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
