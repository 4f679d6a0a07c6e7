import { expect, test } from './fixtures'
import { watchConsole } from './support/console'

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
