import { expect, test } from './fixtures'

test('the API reference renders from the mock server alone, without a network', async ({ page, servers }) => {
  // Swagger UI resolves the whole 166-endpoint document in the browser before it draws anything:
  // seconds on an idle machine, half a minute on a loaded one.
  test.slow()
  const origin = new URL(servers.webUrl).origin
  const elsewhere: string[] = []
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue()
    elsewhere.push(route.request().url())
    return route.abort()
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  // A deep link opens one operation (the reference renders only the operations in view).
  await page.goto('/api/docs#/token/token.list')
  await expect(page.getByRole('heading', { name: /MandiDesk API/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible()
  const open = page.locator('.opblock.is-open')
  await expect(open.getByRole('button', { name: /GetTokenList One page of the list/ })).toBeVisible()
  await expect(open.getByText('Needs the role permission "view" on module 3.')).toBeVisible()
  await expect(open.getByText('"pageSize"')).toBeVisible()

  expect(elsewhere).toEqual([])
  expect(pageErrors).toEqual([])
})
