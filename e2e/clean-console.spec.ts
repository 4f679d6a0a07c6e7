import { expect, test } from './fixtures'
import { watchConsole } from './support/console'
import { ROUTES } from './support/routes'
import { openInPlace } from './support/ui'

test('every route runs under the CSP with no violation and no console error', async ({ page, signIn }) => {
  test.setTimeout(240_000)
  const { problems, settled } = await watchConsole(page)
  await signIn()
  // One document for the whole walk, as a user clicks through: every route's code and queries run
  // under the same policy, without loading the app again for each.
  for (const [path, heading] of ROUTES) {
    await openInPlace(page, path, heading)
    // Lists, charts and lookups render after their queries answer.
    await settled()
  }
  expect(await problems()).toEqual([])
})

test('lists, dialogs and the phone menu open under the CSP, and a dialog locks the page behind it', async ({
  page,
  signIn,
}) => {
  const { problems } = await watchConsole(page)
  await signIn()
  const select = page.getByRole('combobox', { name: 'Select Market' })
  await select.click()
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/market-list')
  await page.getByRole('button', { name: 'Add Market' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Market' })).toBeVisible()
  // The scroll lock's rules apply: the page behind the dialog does not scroll.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Toggle menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  expect(await problems()).toEqual([])
})
