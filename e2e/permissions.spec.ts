import { EMPLOYEE_MESSAGES, ROLE_MESSAGES } from '../contracts'
import { expect, test } from './fixtures'
import { openPage, SA_SUPPORT, tableRows } from './support/ui'

/** View everywhere, insert and update on the reference masters, no deletes. */
const NOT_ALLOWED = 'Your role does not allow this.'

test.describe('a role without deletes or role editing (SA Support)', () => {
  let token = ''
  test.beforeEach(async ({ page, signIn }) => {
    token = (await signIn.beforeGoto(page, SA_SUPPORT)).token
  })

  test('Add on Role List is disabled, with the reason', async ({ page }) => {
    await openPage(page, '/role-list', 'Role List')
    const add = page.getByRole('button', { name: 'Add Role' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAttribute('title', NOT_ALLOWED)
    await expect(page.getByRole('button', { name: 'Edit Cashier' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Delete Cashier' })).toBeDisabled()
  })

  test('deletes are disabled on the State and Market lists; a master stays editable', async ({ page }) => {
    await openPage(page, '/state', 'States Master')
    const state = tableRows(page, 'States').first()
    await expect(state.getByRole('button', { name: /^Delete / })).toBeDisabled()
    await expect(state.getByRole('button', { name: /^Edit / })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Add State' })).toBeEnabled()

    await openPage(page, '/market-list', 'Market List')
    // The markets SA Support is assigned to: Pimpalgaon Baswant and Narayangaon.
    const markets = tableRows(page, 'Markets')
    await expect(markets).toHaveCount(2)
    for (const row of await markets.all()) {
      await expect(row.getByRole('button', { name: /^Delete / })).toBeDisabled()
    }
    await expect(page.getByRole('button', { name: 'Add Market' })).toBeDisabled()
  })

  test('Edit and Reset Password are disabled, with the reason, on accounts beyond its rights', async ({
    page,
  }) => {
    await openPage(page, '/employee-list', 'Employee List')
    const refused = [
      ['Anil Holkar', EMPLOYEE_MESSAGES.beyondOwnRights],
      ['Ganesh Darekar', EMPLOYEE_MESSAGES.superAdminOnly],
    ] as const
    for (const [name, reason] of refused) {
      for (const label of [`Edit ${name}`, `Reset Password of ${name}`]) {
        const button = page.getByRole('button', { name: label, exact: true })
        await expect(button).toBeDisabled()
        await expect(button).toHaveAttribute('title', `${label}: ${reason}`)
      }
    }
    // Its own record stays editable: name, designation, address and photo change there.
    await expect(page.getByRole('button', { name: 'Edit Rekha Sonawane', exact: true })).toBeEnabled()
  })

  test('Set Default Values is disabled without Market update', async ({ page }) => {
    await openPage(page, '/default-services', 'Default services')
    await expect(page.getByRole('button', { name: 'Set Default Values' })).toBeDisabled()
  })

  test('a write forced past the screen is refused by the server with 403 and its message', async ({
    request,
  }) => {
    const auth = { Authorization: `Bearer ${token}` }
    const list = await request.post('/api/Market/GetMarketList', {
      headers: auth,
      data: { pageNo: 0, pageSize: 1 },
    })
    const market = (await list.json()).responseData.data[0] as { marketKeyID: string }
    const refused = await request.get(`/api/Market/DeleteMarket?MarketKeyID=${market.marketKeyID}`, {
      headers: auth,
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ statusCode: 403, errorMessage: ROLE_MESSAGES.forbidden })

    const role = await request.post('/api/Role/AddUpdateRole', {
      headers: auth,
      data: { roleName: 'Sneaky', isSuperAdmin: false, modules: [] },
    })
    expect(role.status()).toBe(403)
    expect((await role.json()).errorMessage).toBe(ROLE_MESSAGES.forbidden)
  })

  test('the menu still shows every entry', async ({ page }) => {
    await openPage(page, '/dashboard', 'Dashboard')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const name of ['Expense Master', 'Master', 'Reports']) {
      await menu.getByRole('button', { name, exact: true }).click()
    }
    await expect(menu.getByRole('link')).toHaveCount(23)
    await expect(menu.getByRole('link', { name: 'Role', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Employee', exact: true })).toBeVisible()
  })
})
