/**
 * How every Playwright-driven browser here is launched: Debian's Chromium (Playwright's own browser
 * builds cannot be downloaded on these machines), quiet and reproducible for CI.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
