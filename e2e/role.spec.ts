import type { Page } from '@playwright/test'
import { api, REQUIRED, ROLE_MESSAGES } from '../contracts'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { closeSuccess, confirmDialog, openPage, rowWithText, showing, success } from './support/ui'

const SYSTEM_ROLES = 9

const roleRow = (page: Page, name: string) => rowWithText(page, 'Roles', name)

async function openList(page: Page) {
  await openPage(page, '/role-list', 'Role List')
  await expect(showing(page)).toBeVisible()
}

test.describe('role list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn.beforeGoto()).token
  })

  test('lists the system roles; search and status narrow it', async ({ page }) => {
    await openList(page)
    await expect(showing(page)).toHaveText(`Showing 1–${SYSTEM_ROLES} of ${SYSTEM_ROLES}`)
    const superAdmin = roleRow(page, 'Super Admin')
    await expect(superAdmin).toContainText('Yes')
    await expect(superAdmin).toContainText('System')
    await expect(roleRow(page, 'SA Support')).toContainText('No')

    await page.getByRole('searchbox', { name: 'Search' }).fill('clerk')
    await expect(showing(page)).toHaveText('Showing 1–2 of 2')
    await expect(roleRow(page, 'Gate Clerk')).toBeVisible()
    await expect(roleRow(page, 'Auction Clerk')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Status: Inactive' }).click()
    await expect(page).toHaveURL(/isActive=false/)
    await expect(page.getByText('No records found.')).toBeVisible()
  })

  test('a new role: required name, the matrix rules, then saved with its rights', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Role' }).click()
    const form = page.getByRole('dialog', { name: 'Add Role' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED, { exact: true })).toBeVisible()

    await form.getByLabel('Role Name').pressSequentially('  weighbridge operator')
    await expect(form.getByLabel('Role Name')).toHaveValue('Weighbridge operator')
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(0)

    const box = (name: string) => form.getByRole('checkbox', { name, exact: true })
    // A write needs View: ticking Insert ticks View; unticking View unticks the writes.
    await box('Token: Can Insert').check()
    await expect(box('Token: Can View')).toBeChecked()
    await box('Token: Can Update').check()
    await box('Token: Can View').uncheck()
    await expect(box('Token: Can Insert')).not.toBeChecked()
    await expect(box('Token: Can Update')).not.toBeChecked()

    // Row and column boxes, from the keyboard: Space toggles, arrows move.
    await box('All actions for Vehicle Entry').focus()
    await page.keyboard.press('Space')
    for (const action of ['Can Insert', 'Can Update', 'Can Delete', 'Can View']) {
      await expect(box(`Vehicle Entry: ${action}`)).toBeChecked()
    }
    await page.keyboard.press('ArrowLeft')
    await expect(box('Vehicle Entry: Can View')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(box('Vehicle Entry: Can Delete')).not.toBeChecked()
    await expect(box('All actions for Vehicle Entry')).not.toBeChecked()

    await box('Can View for all modules').check()
    await expect(box('Market: Can View')).toBeChecked()
    await expect(box('Can Insert for all modules')).not.toBeChecked()
    await box('Farmer: Can Insert').check()
    await expect(box('Can Insert for all modules')).toHaveJSProperty('indeterminate', true)

    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Role Added Successfully')
    const row = roleRow(page, 'Weighbridge operator')
    await expect(row).toContainText('No')
    await expect(row).toContainText('Active')

    await row.getByRole('button', { name: 'Edit Weighbridge operator' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Role' })
    await expect(edit.getByRole('checkbox', { name: 'Farmer: Can Insert', exact: true })).toBeChecked()
    await expect(edit.getByRole('checkbox', { name: 'Farmer: Can Delete', exact: true })).not.toBeChecked()
    await expect(edit.getByRole('checkbox', { name: 'Buyer: Can View', exact: true })).toBeChecked()
    await expect(edit.getByRole('checkbox', { name: 'Token: Can Insert', exact: true })).not.toBeChecked()
  })

  test('Super Admin shows every right granted and fixed', async ({ page }) => {
    await openList(page)
    await roleRow(page, 'Super Admin').getByRole('button', { name: 'Edit Super Admin' }).click()
    const form = page.getByRole('dialog', { name: 'Update Role' })
    const superAdmin = form.getByRole('checkbox', { name: 'Super Admin' })
    await expect(superAdmin).toBeChecked()
    const cell = form.getByRole('checkbox', { name: 'Role: Can Delete', exact: true })
    await expect(cell).toBeChecked()
    await expect(cell).toBeDisabled()
  })

  test('edits a system role’s rights; its name stays', async ({ page }) => {
    await openList(page)
    await roleRow(page, 'Cashier').getByRole('button', { name: 'Edit Cashier' }).click()
    const form = page.getByRole('dialog', { name: 'Update Role' })
    const expense = form.getByRole('checkbox', { name: 'Expense: Can Insert', exact: true })
    await expect(expense).not.toBeChecked()
    await expense.check()
    await expect(form.getByLabel('Role Name')).toHaveAttribute('readonly', '')
    await expect(form.getByText('A system role keeps its name; its rights can change.')).toBeVisible()
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Role Updated Successfully')
    await roleRow(page, 'Cashier').getByRole('button', { name: 'Edit Cashier' }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Update Role' })
        .getByRole('checkbox', { name: 'Expense: Can View', exact: true }),
    ).toBeChecked()
  })

  test('a failed save keeps the form as typed', async ({ page, mock }) => {
    await mock.fault({ path: api.role.addUpdate.path, kind: 'status500' })
    await openList(page)
    await page.getByRole('button', { name: 'Add Role' }).click()
    const form = page.getByRole('dialog', { name: 'Add Role' })
    await form.getByLabel('Role Name').fill('Night watch')
    await form.getByRole('checkbox', { name: 'Dashboard: Can View', exact: true }).check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Role Name')).toHaveValue('Night watch')
    await expect(form.getByRole('checkbox', { name: 'Dashboard: Can View', exact: true })).toBeChecked()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('Role Added Successfully')
  })

  test('system roles cannot be deleted; the server’s refusals show in the confirmation', async ({
    page,
    request,
  }) => {
    const role = await callApi<{ roleTypeID: number }>(request, token, api.role.addUpdate, {
      roleName: 'Grading Helper',
      isSuperAdmin: false,
      modules: [],
    })
    expect(role.statusCode).toBe(200)
    await callApi(request, token, api.role.addUpdate, {
      roleName: 'Spare Role',
      isSuperAdmin: false,
      modules: [],
    })
    const employee = await callApi(request, token, api.employee.addUpdate, {
      employeeName: 'Kiran Aher',
      mobileNo: '9811112222',
      roleTypeID: role.responseData?.data.roleTypeID,
      password: 'Grade@2026',
    })
    expect(employee.statusCode).toBe(200)

    await openList(page)
    const system = roleRow(page, 'Gate Clerk').getByRole('button', { name: 'Delete Gate Clerk' })
    await expect(system).toBeDisabled()
    await expect(system).toHaveAttribute('title', `Delete Gate Clerk: ${ROLE_MESSAGES.systemRole}`)

    await roleRow(page, 'Grading Helper').getByRole('button', { name: 'Delete Grading Helper' }).click()
    const confirm = confirmDialog(page)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(confirm.getByRole('alert')).toHaveText(ROLE_MESSAGES.inUse)
    await confirm.getByRole('button', { name: 'No' }).click()

    // The last active Super Admin role can't be switched off.
    await roleRow(page, 'Super Admin').getByRole('button', { name: 'Change Status of Super Admin' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(confirm.getByRole('alert')).toHaveText(ROLE_MESSAGES.lastSuperAdmin)
    await confirm.getByRole('button', { name: 'No' }).click()

    await roleRow(page, 'Spare Role').getByRole('button', { name: 'Delete Spare Role' }).click()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Role deleted successfully.')
    await expect(roleRow(page, 'Spare Role')).toHaveCount(0)
  })
})
