import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../contracts'
import { expect, test } from './fixtures'
import { callApi, marketKeyOf, withQuery } from './support/api'
import { GATE_MARKET, selectMarket } from './support/gate'
import { openPage } from './support/ui'

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

async function unreadCount(request: APIRequestContext, token: string, marketKeyID: string) {
  const answer = await callApi<number>(
    request,
    token,
    withQuery(api.notification.unreadCount, { MarketKeyID: marketKeyID }),
  )
  return answer.responseData!.data
}

test.describe('Notifications', () => {
  test('the bell counts the unread, and the count falls when one is marked read', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn()
    await selectMarket(page)
    const marketKeyID = await marketKeyOf(request, token, GATE_MARKET)
    const before = await unreadCount(request, token, marketKeyID)
    expect(before).toBeGreaterThan(1)
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`)

    await bell(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Notification' })).toBeVisible()
    const first = page.getByRole('table', { name: 'Notifications' }).locator('tbody tr').first()
    await expect(first).toContainText('Unread')
    const title = (await first.getByRole('link').textContent()) ?? ''
    await first.getByRole('button', { name: `Mark ${title} read` }).click()
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before - 1} unread`)
    // Read ones follow the unread: the row leaves the top.
    await expect(first.getByRole('link')).not.toHaveText(title)
  })

  test('a row opens the document it is about', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await selectMarket(page)
    await openPage(page, '/notification-list?q=unpaid at day end', 'Notification')
    const link = page
      .getByRole('table', { name: 'Notifications' })
      .getByRole('link', { name: /^Patti .* unpaid at day end$/ })
      .first()
    const title = (await link.textContent()) ?? ''
    const billNo = /^Patti (\S+) unpaid/.exec(title)?.[1] ?? ''
    await link.click()
    await expect(page).toHaveURL(/\/invoice\?farmerBillKeyID=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Farmer Invoice' })).toBeVisible()
    await expect(page.getByText(billNo).first()).toBeVisible()
  })

  test('mark all read empties the bell and the unread filter', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await selectMarket(page)
    await openPage(page, '/notification-list', 'Notification')
    await expect(bell(page)).toHaveAccessibleName(/unread/)
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await page.getByRole('combobox', { name: 'Read' }).click()
    await page.getByRole('option', { name: 'Read: Unread' }).click()
    await expect(page.getByText('No records found.')).toBeVisible()
  })
})
