import type { Page } from '@playwright/test'
import { SECURITY_HEADERS } from '../scripts/lib/security-headers'
import { expect, test } from './fixtures'

/** A 1×1 PNG, previewed through a blob: URL and then shown from /api/files. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test('the app is served with its security headers @compose', async ({ page }) => {
  const response = await page.goto('/login')
  const headers = response!.headers()
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()]).toBe(value)
})

test('the app runs under its Content-Security-Policy: shell, lists, dialogs, image previews @compose', async ({
  page,
  signIn,
}) => {
  const violations = await watchViolations(page)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await signIn.beforeGoto()
  await page.goto('/market-list')
  await expect(page.getByRole('table', { name: 'Markets' }).locator('tbody tr').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add Market' }).click()
  const form = page.getByRole('dialog', { name: 'Add Market' })
  await form
    .getByLabel('Payment QR Code Photo')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG })
  const preview = form.getByRole('img', { name: 'Payment QR Code Photo preview' })
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  await page.keyboard.press('Escape')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  // The profile photo comes from /api/files.
  await expect(page.getByRole('region', { name: 'My Details' }).getByLabel('Name')).not.toHaveValue('')
  expect(await violations()).toEqual([])
})
