import type { Page } from '@playwright/test'
import { api, EMPLOYEE_MESSAGES, MOBILE_INVALID, PASSWORD_RULE, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import { logIn } from './support/session'
import {
  closeSuccess,
  confirmDialog,
  openPage,
  rowWithText,
  SA_SUPPORT,
  showing,
  success,
} from './support/ui'

const SEEDED = 8

const employeeRow = (page: Page, name: string) => rowWithText(page, 'Employees', name)

async function openList(page: Page) {
  await openPage(page, '/employee-list', 'Employee List')
  await expect(showing(page)).toBeVisible()
}

async function filter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: `${label}: ${option}`, exact: true }).click()
}

test.describe('employee list', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.beforeGoto()
  })

  test('lists the staff with photos; search and the role, status and market filters narrow it', async ({
    page,
  }) => {
    await openList(page)
    await expect(showing(page)).toHaveText(`Showing 1–${SEEDED} of ${SEEDED}`)
    const owner = employeeRow(page, 'Ganesh Darekar')
    await expect(owner.locator('img')).toHaveAttribute('src', /\/api\/files\//)
    await expect(owner).toContainText('9000000001')
    await expect(owner).toContainText('Super Admin')
    // The first market and a count; every market in the tooltip.
    await expect(employeeRow(page, 'Sunita Kadam').getByTitle('Pimpalgaon Baswant, Sangola')).toHaveText(
      'Pimpalgaon Baswant +1 more',
    )

    await page.getByRole('searchbox', { name: 'Search' }).fill('kadam')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await expect(showing(page)).toHaveText(`Showing 1–${SEEDED} of ${SEEDED}`)

    await filter(page, 'Role', 'Gate Clerk')
    await expect(page).toHaveURL(/roleTypeID=7/)
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(employeeRow(page, 'Vijay Jadhav')).toBeVisible()
    await filter(page, 'Role', 'All')

    await filter(page, 'Status', 'Inactive')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(employeeRow(page, 'Mahesh Gaikwad')).toContainText('Inactive')
    await filter(page, 'Status', 'All')

    await filter(page, 'Market', 'Sangola')
    await expect(showing(page)).toHaveText('Showing 1–3 of 3')
    await expect(employeeRow(page, 'Sunita Kadam')).toBeVisible()
    await expect(employeeRow(page, 'Vijay Jadhav')).toHaveCount(0)
  })

  test('adds an employee with the rules shown; a failed save keeps what was typed', async ({
    page,
    mock,
  }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add Employee' }).click()
    const form = page.getByRole('dialog', { name: 'Add Employee' })
    await expect(form.getByText(PASSWORD_RULE, { exact: false })).toBeVisible()
    await form.getByRole('button', { name: 'Submit' }).click()
    // Name, mobile and role; the password's rule is checked once the record itself is valid.
    await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(3)

    await form.getByLabel('Employee Name').pressSequentially('  kiran aher')
    await expect(form.getByLabel('Employee Name')).toHaveValue('Kiran aher')
    await form.getByLabel('Mobile Number').pressSequentially('98-111')
    await expect(form.getByText(MOBILE_INVALID)).toBeVisible()
    await form.getByLabel('Mobile Number').fill('9811122233')
    await form.getByLabel('Email').fill('kiran@')
    await expect(form.getByText(EMPLOYEE_MESSAGES.emailInvalid)).toBeVisible()
    await form.getByLabel('Email').fill('kiran.aher@shreeganesh.example')
    await form.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Gate Clerk', exact: true }).click()
    await form.getByRole('combobox', { name: 'Designation' }).click()
    await page.getByRole('option', { name: 'Gate clerk', exact: true }).click()
    await expect(form.getByLabel('Joining Date')).toHaveValue('2026-11-21')
    await form.getByRole('checkbox', { name: 'Lasalgaon' }).check()
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short')
    await expect(form.getByText(PASSWORD_RULE, { exact: true })).toBeVisible()
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Gate@2026')

    // A failed save keeps everything typed.
    await mock.fault({ path: api.employee.addUpdate.path, kind: 'status500' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Employee Name')).toHaveValue('Kiran aher')
    await expect(form.getByRole('checkbox', { name: 'Lasalgaon' })).toBeChecked()
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Employee Added Successfully')

    const row = employeeRow(page, 'Kiran aher')
    await expect(row).toContainText('Gate Clerk')
    await expect(row).toContainText('Lasalgaon')
  })

  test('edits an employee without a password field: resetting it is its own action', async ({ page }) => {
    await openList(page)
    await employeeRow(page, 'Vijay Jadhav').getByRole('button', { name: 'Edit Vijay Jadhav' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Employee' })
    await expect(edit.getByLabel('Mobile Number')).toHaveValue('9000000005')
    await expect(edit.getByRole('checkbox', { name: 'Narayangaon' })).toBeChecked()
    await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0)
    await edit.getByRole('combobox', { name: 'Designation' }).click()
    await page.getByRole('option', { name: 'None', exact: true }).click()
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Employee Updated Successfully')
    await expect(employeeRow(page, 'Vijay Jadhav')).not.toContainText('Gate clerk')
  })

  test('resets a password: both entries must match; the old one stops working', async ({ page, mock }) => {
    await openList(page)
    await employeeRow(page, 'Vijay Jadhav')
      .getByRole('button', { name: 'Reset Password of Vijay Jadhav' })
      .click()
    const form = page.getByRole('dialog', { name: 'Reset Password of Vijay Jadhav' })
    await form.getByLabel('New Password').fill('Gate@2027')
    await form.getByLabel('Confirm Password').fill('Gate@2028')
    await form.getByLabel('Confirm Password').press('Enter')
    await expect(form.getByText('Passwords do not match.')).toBeVisible()
    await form.getByLabel('Confirm Password').fill('Gate@2027')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('Password Reset Successfully')

    await expect(logIn(mock.url, { userName: '9000000005', password: 'Demo@1234' })).rejects.toThrow(
      'User Not Exists or Found.',
    )
    const record = await logIn(mock.url, { userName: '9000000005', password: 'Gate@2027' })
    expect(record.mustChangePassword).toBe(true)
  })

  test('status and delete: the spec’s failure texts, then success', async ({ page, mock }) => {
    await openList(page)
    // Refused by the server: its reason follows the spec's text.
    await employeeRow(page, 'Ganesh Darekar').getByRole('button', { name: 'Delete Ganesh Darekar' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(
      `${EMPLOYEE_MESSAGES.deleteFailed} ${EMPLOYEE_MESSAGES.deleteSelf}`,
    )
    await confirmDialog(page).getByRole('button', { name: 'No' }).click()

    await employeeRow(page, 'Ganesh Darekar')
      .getByRole('button', { name: 'Change Status of Ganesh Darekar' })
      .click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(
      `${EMPLOYEE_MESSAGES.statusFailed} ${EMPLOYEE_MESSAGES.deactivateSelf}`,
    )
    await confirmDialog(page).getByRole('button', { name: 'No' }).click()

    // The request itself failing.
    await mock.fault({ path: api.employee.changeStatus.path, kind: 'status500' })
    const vijay = employeeRow(page, 'Vijay Jadhav')
    await vijay.getByRole('button', { name: 'Change Status of Vijay Jadhav' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(EMPLOYEE_MESSAGES.statusError)
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Employee status changed successfully.')
    await expect(vijay).toContainText('Inactive')

    await mock.fault({ path: api.employee.remove.path, kind: 'malformed' })
    await vijay.getByRole('button', { name: 'Delete Vijay Jadhav' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(EMPLOYEE_MESSAGES.deleteError)
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Employee deleted successfully.')
    await expect(showing(page)).toHaveText(`Showing 1–${SEEDED - 1} of ${SEEDED - 1}`)
  })
})

test('SA Support may not add or delete employees, nor touch an account beyond its rights', async ({
  page,
  signIn,
}) => {
  await signIn.beforeGoto(page, SA_SUPPORT)
  await openList(page)
  await expect(page.getByRole('button', { name: 'Add Employee' })).toBeDisabled()
  const row = employeeRow(page, 'Vijay Jadhav')
  await expect(row.getByRole('button', { name: 'Delete Vijay Jadhav' })).toBeDisabled()
  // The Gate Clerk's role records vehicles, which SA Support's does not: the server would refuse.
  for (const label of ['Edit Vijay Jadhav', 'Reset Password of Vijay Jadhav']) {
    await expect(row.getByRole('button', { name: label })).toBeDisabled()
    await expect(row.getByRole('button', { name: label })).toHaveAttribute(
      'title',
      `${label}: ${EMPLOYEE_MESSAGES.beyondOwnRights}`,
    )
  }
  await expect(
    employeeRow(page, 'Rekha Sonawane').getByRole('button', { name: 'Edit Rekha Sonawane' }),
  ).toBeEnabled()
})
