import type { Page } from '@playwright/test'
import { api, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import {
  ACCOUNTANT,
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  rowWithCell,
  showing,
  success,
  tableRows,
} from './support/ui'

const rows = (page: Page) => tableRows(page, 'Vehicle Types')
const row = (page: Page, name: string) => rowWithCell(page, 'Vehicle Types', name)

const openList = (page: Page) => openPage(page, '/vehicle-type-list', 'Vehicle Type List')

test.describe('vehicle types', () => {
  test('lists the seed with fees in rupees and searches', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await expect(showing(page)).toHaveText('Showing 1–6 of 6')
    await expect(row(page, 'Tractor-Trolley')).toContainText('Trolley')
    await expect(row(page, 'Tractor-Trolley')).toContainText('₹10.00')
    await expect(row(page, 'Tractor-Trolley')).toContainText('5,000')
    await expect(row(page, 'Tata Ace')).toContainText('₹5.00')

    await page.getByRole('searchbox', { name: 'Search' }).fill('tata')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(rows(page)).toContainText('Tata Ace')
  })

  test('adds with validation, edits, changes status and deletes', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Add Vehicle Type' }).click()
    const form = page.getByRole('dialog', { name: 'Add Vehicle Type' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(3)
    await expect(form.getByText('Choose Crates or Trolley.')).toBeVisible()

    await form.getByLabel('Vehicle Type Name').fill('pickup')
    await choose(page, form, 'Default Transportation Type', 'Crates')
    // The fee is typed with Indian grouping and at most two decimals.
    await form.getByLabel('Entry Fee (₹)').pressSequentially('1500.505')
    await expect(form.getByLabel('Entry Fee (₹)')).toHaveValue('1,500.50')
    await form.getByLabel('Typical Capacity (kg)').fill('12000')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('A vehicle type named "Pickup" already exists.')

    await form.getByLabel('Vehicle Type Name').fill('Eicher 14 ft')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle Type Added Successfully')
    await expect(row(page, 'Eicher 14 ft')).toContainText('₹1,500.50')
    await expect(row(page, 'Eicher 14 ft')).toContainText('12,000')

    await page.getByRole('button', { name: 'Edit Eicher 14 ft' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Vehicle Type' })
    await expect(edit.getByLabel('Entry Fee (₹)')).toHaveValue('1,500.5')
    await choose(page, edit, 'Default Transportation Type', 'Trolley')
    await edit.getByLabel('Entry Fee (₹)').fill('20')
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle Type Updated Successfully')
    await expect(row(page, 'Eicher 14 ft')).toContainText('Trolley')
    await expect(row(page, 'Eicher 14 ft')).toContainText('₹20.00')

    await page.getByRole('button', { name: 'Change Status of Eicher 14 ft' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Vehicle Type status changed successfully.')
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(rows(page)).toContainText('Eicher 14 ft')

    await page.getByRole('button', { name: 'Delete Eicher 14 ft' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(success(page)).toHaveText('Vehicle Type deleted successfully.')
  })

  test('a failed save keeps what was typed', async ({ page, signIn, mock }) => {
    await signIn.beforeGoto()
    await openList(page)
    await mock.fault({ path: api.vehicleType.addUpdate.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Edit Pickup' }).click()
    const form = page.getByRole('dialog', { name: 'Update Vehicle Type' })
    await form.getByLabel('Entry Fee (₹)').fill('15')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Entry Fee (₹)')).toHaveValue('15')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle Type Updated Successfully')
    await expect(row(page, 'Pickup')).toContainText('₹15.00')
  })

  test('an Accountant reads the list with every change disabled', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, ACCOUNTANT)
    await openList(page)
    await expect(rows(page)).toHaveCount(6)
    await expect(page.getByRole('button', { name: 'Add Vehicle Type' })).toBeDisabled()
    for (const action of ['Edit', 'Change Status of', 'Delete']) {
      await expect(page.getByRole('button', { name: `${action} Pickup` })).toBeDisabled()
    }
  })
})
