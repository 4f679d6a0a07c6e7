import type { Page } from '@playwright/test'
import { api, EXPENSE_CATEGORY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import {
  ACCOUNTANT,
  choose,
  closeSuccess,
  confirmDialog,
  GATE_CLERK,
  openPage,
  showing,
  success,
  tableRows,
} from './support/ui'

const rows = (page: Page) => tableRows(page, 'Expense Categories')

const openList = (page: Page) => openPage(page, '/Category-List', 'Expense Category List')

test.describe('expense categories', () => {
  test('lists the seed, filters by type and searches', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await expect(showing(page)).toHaveText('Showing 1–8 of 8')
    await choose(page, page, 'Type', 'Type: Buyer')
    await expect(page).toHaveURL(/categoryType=2/)
    await expect(showing(page)).toHaveText('Showing 1–3 of 3')
    for (const row of await rows(page).all()) await expect(row).toContainText('Buyer')
    await expect(rows(page).filter({ hasText: 'Crate Rent' })).toContainText('₹5.00')

    await choose(page, page, 'Type', 'Type: All')
    await page.getByRole('searchbox', { name: 'Search' }).fill('crate')
    await expect(showing(page)).toHaveText('Showing 1–2 of 2')
  })

  test('adds with validation, edits, changes status and deletes', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Add Expense Category' }).click()
    const form = page.getByRole('dialog', { name: 'Add Expense Category' })
    await expect(form.getByLabel('Visible on Bills')).toBeChecked()
    await expect(form.getByLabel('Default Charges (₹)')).toHaveValue('0')
    await form.getByLabel('Default Charges (₹)').fill('')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    await expect(form.getByText('Choose Farmer or Buyer.')).toBeVisible()

    await form.getByLabel('Category Name').fill('  crate rent')
    await expect(form.getByLabel('Category Name')).toHaveValue('Crate rent')
    await choose(page, form, 'Type', 'Farmer')
    await form.getByLabel('Default Charges (₹)').fill('1250')
    await expect(form.getByLabel('Default Charges (₹)')).toHaveValue('1,250')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText(EXPENSE_CATEGORY_MESSAGES.duplicate)

    await form.getByLabel('Category Name').fill('Transport')
    await form.getByLabel('Visible on Bills').uncheck()
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Expense Category Added Successfully')
    const added = rows(page).filter({ hasText: 'Transport' })
    await expect(added).toContainText('₹1,250.00')
    await expect(added.getByRole('cell', { name: 'No', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Edit Transport' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Expense Category' })
    await expect(edit.getByLabel('Default Charges (₹)')).toHaveValue('1,250')
    await expect(edit.getByLabel('Visible on Bills')).not.toBeChecked()
    await choose(page, edit, 'Type', 'Buyer')
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Expense Category Updated Successfully')
    await expect(added).toContainText('Buyer')

    await page.getByRole('button', { name: 'Change Status of Transport' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Expense Category status changed successfully.')
    await expect(added).toContainText('Inactive')

    await page.getByRole('button', { name: 'Delete Transport' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Expense Category deleted successfully.')
    await expect(showing(page)).toHaveText('Showing 1–8 of 8')
  })

  test('a failed delete is explained in the confirmation and can be retried', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn.beforeGoto()
    await openList(page)
    await mock.fault({ path: api.expenseCategory.remove.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Delete Electricity' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(success(page)).toHaveText('Expense Category deleted successfully.')
  })

  test('a failed save keeps what was typed', async ({ page, signIn, mock }) => {
    await signIn.beforeGoto()
    await openList(page)
    await mock.fault({ path: api.expenseCategory.addUpdate.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Add Expense Category' }).click()
    const form = page.getByRole('dialog', { name: 'Add Expense Category' })
    await form.getByLabel('Category Name').fill('Weighbridge')
    await choose(page, form, 'Type', 'Buyer')
    await form.getByLabel('Default Charges (₹)').fill('40')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Category Name')).toHaveValue('Weighbridge')
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveText('Buyer')
    await expect(form.getByLabel('Default Charges (₹)')).toHaveValue('40')
  })

  test('roles: an Accountant reads only; a Gate Clerk is told the list is not theirs', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto(page, ACCOUNTANT)
    await openList(page)
    await expect(rows(page)).toHaveCount(8)
    await expect(page.getByRole('button', { name: 'Add Expense Category' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Edit Freight' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Delete Freight' })).toBeDisabled()

    await signIn.beforeGoto(page, GATE_CLERK)
    await openList(page)
    await expect(page.getByRole('table', { name: 'Expense Categories' }).getByRole('alert')).toContainText(
      'You do not have permission to do this.',
    )
    await expect(page.getByRole('button', { name: 'Add Expense Category' })).toBeDisabled()
  })
})
