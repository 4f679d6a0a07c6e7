import type { Page } from '@playwright/test'
import { api, REQUIRED, SERVICE_MESSAGES } from '../contracts'
import { expect, test } from './fixtures'
import { choose, closeSuccess, confirmDialog, openPage, SA_SUPPORT, showing, tableRows } from './support/ui'

const rows = (page: Page) => tableRows(page, 'Services')

const openList = (page: Page, query = '') => openPage(page, `/service-list${query}`, 'Service List')

test.describe('services', () => {
  test('seeded system services are marked and cannot be deleted; party type filter', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openList(page)
    await expect(showing(page)).toHaveText('Showing 1–9 of 9')
    await expect(rows(page).getByText('System', { exact: true })).toHaveCount(9)
    const remove = page.getByRole('button', { name: 'Delete Hamali' })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAttribute('title', 'Delete Hamali: System services cannot be deleted.')
    await expect(page.getByRole('button', { name: 'Edit Hamali' })).toBeEnabled()

    await choose(page, page, 'Party Type', 'Party Type: Buyer')
    await expect(page).toHaveURL(/partyType=2/)
    await expect(showing(page)).toHaveText('Showing 1–3 of 3')
    for (const row of await rows(page).all()) await expect(row).toContainText('Buyer')
    await page.getByRole('searchbox', { name: 'Search' }).fill('stationary')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(rows(page)).toContainText('Per Bill')
  })

  test('adds with validation, edits, changes status and deletes a service of its own', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Add Service' }).click()
    const form = page.getByRole('dialog', { name: 'Add Service' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    await expect(form.getByText('Choose Farmer or Buyer.')).toBeVisible()

    await form.getByLabel('Service Name').fill('hamali')
    await choose(page, form, 'Party Type', 'Buyer')
    await form.getByLabel('GST Rate (%)').fill('30')
    await expect(form.getByText('GST rate must be at most 28%.')).toBeVisible()
    await form.getByLabel('GST Rate (%)').fill('18')
    await form.getByLabel('Sort Order').fill('7')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText(SERVICE_MESSAGES.duplicate)

    await form.getByLabel('Service Name').fill('Weighing')
    await choose(page, form, 'Charge Basis', 'Per Bill')
    await form.getByLabel('Print on Bill').uncheck()
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Service Added Successfully')
    const weighing = rows(page).filter({ hasText: 'Weighing' })
    await expect(weighing).toContainText('Per Bill')
    await expect(weighing).toContainText('18%')
    await expect(weighing.getByRole('cell', { name: 'No', exact: true })).toBeVisible()
    await expect(weighing.getByText('System', { exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: 'Edit Weighing' }).click()
    const edit = page.getByRole('dialog', { name: 'Update Service' })
    await expect(edit.getByLabel('Print on Bill')).not.toBeChecked()
    await expect(edit.getByRole('combobox', { name: 'Party Type' })).toBeEnabled()
    await edit.getByLabel('Service Name').fill('Weighing Charges')
    await edit.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Service Updated Successfully')

    await page.getByRole('button', { name: 'Change Status of Weighing Charges' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Service status changed successfully.')
    await expect(rows(page).filter({ hasText: 'Weighing Charges' })).toContainText('Inactive')

    await page.getByRole('button', { name: 'Delete Weighing Charges' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Service deleted successfully.')
    await expect(showing(page)).toHaveText('Showing 1–9 of 9')
  })

  test('a system service keeps its party type; a failed save keeps what was typed', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn.beforeGoto()
    await openList(page, '?partyType=2')
    await page.getByRole('button', { name: 'Edit Hamali' }).click()
    const form = page.getByRole('dialog', { name: 'Update Service' })
    await expect(form.getByRole('combobox', { name: 'Party Type' })).toBeDisabled()
    await expect(form.getByText(SERVICE_MESSAGES.systemPartyType)).toBeVisible()

    await mock.fault({ path: api.service.addUpdate.path, kind: 'status500' })
    await form.getByLabel('Service Name').fill('Hamali (Loading)')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('Service Name')).toHaveValue('Hamali (Loading)')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Service Updated Successfully')
    await expect(rows(page).filter({ hasText: 'Hamali (Loading)' })).toContainText('System')
  })

  test('SA Support adds and edits services but deletes none', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openList(page)
    await expect(rows(page)).toHaveCount(9)
    await expect(page.getByRole('button', { name: 'Add Service' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Edit Hamali' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Delete Hamali' })).toBeDisabled()
  })
})
