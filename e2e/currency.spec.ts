import type { Page } from '@playwright/test'
import { api, CURRENCY_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import {
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  SA_SUPPORT,
  showing,
  success,
  tableRows,
} from './support/ui'

const rows = (page: Page) => tableRows(page, 'Currencies')

const openList = (page: Page) => openPage(page, '/currency-list', 'Currency')

test.describe('currency', () => {
  test('lists the seeded notes by value, searches and sorts', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await expect(showing(page)).toHaveText('Showing 1–7 of 7')
    await expect(rows(page).first()).toContainText('₹500')
    await expect(rows(page).first()).toContainText('Note')
    await expect(rows(page).last()).toContainText('Coins (₹1)')
    await expect(rows(page).last()).toContainText('Coin')

    await page.getByRole('button', { name: 'Denomination' }).click()
    await expect(page).toHaveURL(/sort=denomination&dir=asc/)
    await expect(rows(page).first().getByRole('cell').first()).toHaveText('₹1')

    await page.getByRole('searchbox', { name: 'Search' }).fill('coin')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
  })

  test('adds with validation, edits, changes status and deletes', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Add Currency' }).click()
    const form = page.getByRole('dialog', { name: 'Add Currency' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(3)
    await expect(form.getByText('Choose Note or Coin.')).toBeVisible()

    await form.getByLabel('Denomination (₹)').fill('0')
    await expect(form.getByText('Denomination must be at least 1.')).toBeVisible()
    // Digits only: whole rupees.
    await form.getByLabel('Denomination (₹)').fill('500.5')
    await expect(form.getByLabel('Denomination (₹)')).toHaveValue('5005')
    await form.getByLabel('Denomination (₹)').fill('500')
    await choose(page, form, 'Kind', 'Note')
    await form.getByLabel('Display Name').fill('₹500 note')
    await form.getByLabel('Sort Order').fill('0')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText(CURRENCY_MESSAGES.duplicate)

    await form.getByLabel('Denomination (₹)').fill('2000')
    await form.getByLabel('Display Name').fill('₹2000')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Currency Added Successfully')
    await expect(showing(page)).toHaveText('Showing 1–8 of 8')
    const added = rows(page).filter({ hasText: '₹2,000' })
    await expect(added).toHaveCount(1)

    await page.getByRole('button', { name: 'Edit ₹2,000' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Currency' })
    await expect(edit.getByLabel('Denomination (₹)')).toHaveValue('2000')
    await expect(edit.getByRole('combobox', { name: 'Kind' })).toHaveText('Note')
    await edit.getByLabel('Display Name').fill('₹2,000 (withdrawn)')
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Currency Updated Successfully')
    await expect(added).toContainText('₹2,000 (withdrawn)')

    await page.getByRole('button', { name: 'Change Status of ₹2,000' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Currency status changed successfully.')
    await expect(added).toContainText('Inactive')
    await choose(page, page, 'Status', 'Status: Active')
    await expect(showing(page)).toHaveText('Showing 1–7 of 7')
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')

    await page.getByRole('button', { name: 'Delete ₹2,000' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Currency deleted successfully.')
    await expect(page.getByText('No records found.')).toBeVisible()
  })

  test('a failed save keeps what was typed; SA Support may not delete', async ({ page, signIn, mock }) => {
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openList(page)
    await expect(page.getByRole('button', { name: 'Delete ₹500' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Edit ₹500' })).toBeEnabled()

    await mock.fault({ path: api.currency.addUpdate.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Add Currency' }).click()
    const form = page.getByRole('dialog', { name: 'Add Currency' })
    await form.getByLabel('Denomination (₹)').fill('5')
    await choose(page, form, 'Kind', 'Coin')
    await form.getByLabel('Display Name').fill('₹5 coin')
    await form.getByLabel('Sort Order').fill('8')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Denomination (₹)')).toHaveValue('5')
    await expect(form.getByLabel('Display Name')).toHaveValue('₹5 coin')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('Currency Added Successfully')
  })
})
