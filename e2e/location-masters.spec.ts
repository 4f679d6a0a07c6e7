import type { Page } from '@playwright/test'
import { api, LOCATION_MESSAGES, REQUIRED } from '../contracts'
import { expect, test } from './fixtures'
import {
  ACCOUNTANT,
  choose,
  closeSuccess,
  confirmDialog,
  openPage,
  SA_SUPPORT,
  showing,
  success,
} from './support/ui'

const table = (page: Page, name: string) => page.getByRole('table', { name })
const rows = (page: Page, name: string) => table(page, name).locator('tbody tr')

/** Through the side menu, so the SPA keeps its query cache (a reload would empty it). */
async function viaMenu(page: Page, entry: string, heading: string) {
  await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test.describe('location masters', () => {
  test('states: seed, search, add with validation, edit, status, refused and allowed delete', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openPage(page, '/state', 'States Master')
    await expect(showing(page)).toHaveText('Showing 1–6 of 6')
    const maharashtra = rows(page, 'States').filter({ hasText: 'Maharashtra' })
    await expect(maharashtra).toContainText('27')
    await expect(maharashtra).toContainText('36')

    await page.getByRole('searchbox', { name: 'Search' }).fill('guj')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(rows(page, 'States')).toContainText('Gujarat')
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await expect(showing(page)).toHaveText('Showing 1–6 of 6')

    await page.getByRole('button', { name: 'Add State' }).click()
    const form = page.getByRole('dialog', { name: 'Add State' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    // Rules apply as typed: leading spaces go, the first letter is capitalised, the code takes digits only.
    await form.getByLabel('State Name').fill('  goa')
    await expect(form.getByLabel('State Name')).toHaveValue('Goa')
    await form.getByLabel('GST State Code').fill('3a')
    await expect(form.getByLabel('GST State Code')).toHaveValue('3')
    await expect(form.getByText(LOCATION_MESSAGES.stateCode)).toBeVisible()
    await form.getByLabel('GST State Code').fill('27')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('GST state code 27 is already used by Maharashtra.')
    await form.getByLabel('GST State Code').fill('30')
    await form.getByLabel('Marathi Name').fill('गोवा')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'State Added Successfully')
    await expect(showing(page)).toHaveText('Showing 1–7 of 7')

    await page.getByRole('button', { name: 'Edit Goa' }).click()
    const edit = page.getByRole('dialog', { name: 'Update State' })
    await expect(edit.getByLabel('GST State Code')).toHaveValue('30')
    await edit.getByLabel('State Name').fill('Goa State')
    await edit.getByLabel('State Name').press('Enter')
    await closeSuccess(page, 'State Updated Successfully')

    await page.getByRole('button', { name: 'Change Status of Goa State' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'State status changed successfully.')
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(page).toHaveURL(/isActive=false/)
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await expect(rows(page, 'States')).toContainText('Goa State')
    await expect(rows(page, 'States')).toContainText('Inactive')
    await choose(page, page, 'Status', 'Status: All')

    await page.getByRole('button', { name: 'Delete Maharashtra' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(LOCATION_MESSAGES.stateHasChildren)
    await confirmDialog(page).getByRole('button', { name: 'No' }).click()

    await page.getByRole('button', { name: 'Delete Goa State' }).click()
    await expect(confirmDialog(page)).toContainText('Do you want to delete the state Goa State?')
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'State deleted successfully.')
    await expect(showing(page)).toHaveText('Showing 1–6 of 6')
  })

  test('districts: state filter, and a new district is offered at once by the place pickers', async ({
    page,
    signIn,
  }) => {
    await signIn()
    // The taluka form's district picker loads Gujarat's districts into the cache first.
    await page.getByRole('button', { name: 'Master', exact: true }).click()
    await viaMenu(page, 'Taluka', 'Taluka Master')
    await page.getByRole('button', { name: 'Add Taluka' }).click()
    let form = page.getByRole('dialog', { name: 'Add Taluka' })
    await choose(page, form, 'State', 'Gujarat')
    await form.getByRole('combobox', { name: 'District' }).click()
    await expect(page.getByRole('option')).toHaveText(['Ahmedabad', 'Banaskantha', 'Rajkot', 'Surat'])
    await page.keyboard.press('Escape')
    await form.getByRole('button', { name: 'Close' }).click()

    await viaMenu(page, 'District', 'District Master')
    await choose(page, page, 'State', 'State: Gujarat')
    await expect(page).toHaveURL(/stateID=\d+/)
    await expect(showing(page)).toHaveText('Showing 1–4 of 4')
    for (const row of await rows(page, 'Districts').all()) await expect(row).toContainText('Gujarat')

    await page.getByRole('button', { name: 'Add District' }).click()
    form = page.getByRole('dialog', { name: 'Add District' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(2)
    await choose(page, form, 'State', 'Gujarat')
    await form.getByLabel('District Name').fill('kutch')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'District Added Successfully')
    await expect(showing(page)).toHaveText('Showing 1–5 of 5')
    await expect(rows(page, 'Districts').filter({ hasText: 'Kutch' })).toContainText('0')

    await viaMenu(page, 'Taluka', 'Taluka Master')
    await page.getByRole('button', { name: 'Add Taluka' }).click()
    form = page.getByRole('dialog', { name: 'Add Taluka' })
    await choose(page, form, 'State', 'Gujarat')
    await form.getByRole('combobox', { name: 'District' }).click()
    await expect(page.getByRole('option', { name: 'Kutch', exact: true })).toBeVisible()
  })

  test('talukas: form cascade, state and district filters, refused delete of a place in use', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openPage(page, '/taluka', 'Taluka Master')
    await choose(page, page, 'State', 'State: Maharashtra')
    await expect(page.getByRole('combobox', { name: 'District' })).toBeEnabled()
    await choose(page, page, 'District', 'District: Nashik')
    await expect(page).toHaveURL(/districtID=\d+/)
    await expect(showing(page)).toHaveText('Showing 1–10 of 15')
    for (const row of await rows(page, 'Talukas').all()) await expect(row).toContainText('Nashik')
    // Another state clears the district in the same step.
    await choose(page, page, 'State', 'State: Gujarat')
    await expect(page).not.toHaveURL(/districtID=/)
    await expect(page.getByRole('combobox', { name: 'District' })).toHaveText('District: All')
    await expect(showing(page)).toHaveText('Showing 1–10 of 18')

    await page.getByRole('button', { name: 'Add Taluka' }).click()
    const form = page.getByRole('dialog', { name: 'Add Taluka' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(REQUIRED)).toHaveCount(3)
    await choose(page, form, 'State', 'Maharashtra')
    await choose(page, form, 'District', 'Pune')
    await choose(page, form, 'State', 'Gujarat')
    await expect(form.getByRole('combobox', { name: 'District' })).toHaveText('Select district')
    await choose(page, form, 'District', 'Rajkot')
    await form.getByLabel('Taluka Name').fill('Kotda Sangani')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Taluka Added Successfully')
    await expect(showing(page)).toHaveText('Showing 1–10 of 19')

    await choose(page, page, 'State', 'State: All')
    await page.getByRole('searchbox', { name: 'Search' }).fill('niphad')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await page.getByRole('button', { name: 'Delete Niphad' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(confirmDialog(page).getByRole('alert')).toHaveText(LOCATION_MESSAGES.inUse)
  })

  test('a failed save keeps what was typed and succeeds on retry', async ({ page, signIn, mock }) => {
    await signIn.beforeGoto()
    await openPage(page, '/district', 'District Master')
    await mock.fault({ path: api.district.addUpdate.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Add District' }).click()
    const form = page.getByRole('dialog', { name: 'Add District' })
    await choose(page, form, 'State', 'Karnataka')
    await form.getByLabel('District Name').fill('Mysuru')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(form.getByLabel('District Name')).toHaveValue('Mysuru')
    await expect(form.getByRole('combobox', { name: 'State' })).toHaveText('Karnataka')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText('District Added Successfully')
  })

  test('roles: SA Support edits but cannot delete; an Accountant only reads', async ({ page, signIn }) => {
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openPage(page, '/taluka', 'Taluka Master')
    await expect(rows(page, 'Talukas')).toHaveCount(10)
    await expect(page.getByRole('button', { name: 'Add Taluka' })).toBeEnabled()
    const first = rows(page, 'Talukas').first()
    await expect(first.getByRole('button', { name: /^Edit / })).toBeEnabled()
    await expect(first.getByRole('button', { name: /^Change Status of / })).toBeEnabled()
    await expect(first.getByRole('button', { name: /^Delete / })).toBeDisabled()

    await signIn.beforeGoto(page, ACCOUNTANT)
    await openPage(page, '/state', 'States Master')
    await expect(rows(page, 'States')).toHaveCount(6)
    await expect(page.getByRole('button', { name: 'Add State' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Edit Gujarat' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Change Status of Gujarat' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Delete Gujarat' })).toBeDisabled()
  })
})
