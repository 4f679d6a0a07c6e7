import type { Locator, Page } from '@playwright/test'
import { api, PRODUCT_MESSAGES, REQUIRED } from '../contracts'
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

const rows = (page: Page) => tableRows(page, 'Products')
const row = (page: Page, name: string) => rows(page).filter({ hasText: name })
const gradeName = (form: Locator, n: number) => form.getByLabel(`Grade ${n} name`)

const openList = (page: Page) => openPage(page, '/product-list', 'Product List')

test.describe('products', () => {
  test('lists the seed with grades, rate units and alerts; category filter and search', async ({
    page,
    signIn,
  }) => {
    await signIn.beforeGoto()
    await openList(page)
    await expect(showing(page)).toHaveText('Showing 1–7 of 7')
    await expect(row(page, 'Tomato')).toContainText('1 No., 2 No., 3 No.')
    await expect(row(page, 'Tomato')).toContainText('Per Crate')
    await expect(row(page, 'Onion')).toContainText('Golti, Khad')
    await expect(row(page, 'Onion')).toContainText('Per Quintal')
    await expect(row(page, 'Onion')).toContainText('₹1,000.00 – ₹2,500.00')

    await choose(page, page, 'Category', 'Category: Fruit')
    await expect(page).toHaveURL(/category=Fruit/)
    await expect(showing(page)).toHaveText('Showing 1–2 of 2')
    await expect(rows(page)).toContainText(['Pomegranate Bhagwa', 'Grapes'])
    await page.getByRole('searchbox', { name: 'Search' }).fill('grape')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
  })

  test('adds a product with its grades under the contract rules', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Add Product' }).click()
    const form = page.getByRole('dialog', { name: 'Add Product' })
    await expect(gradeName(form, 1)).toHaveValue('')
    await form.getByRole('button', { name: 'Submit' }).click()
    // Name, both crate weights and the first grade's name; the three selects say what to choose.
    await expect(form.getByText(REQUIRED)).toHaveCount(4)
    await expect(form.getByText('Choose a category.')).toBeVisible()
    await expect(form.getByText('Choose Crates or Trolley.')).toBeVisible()
    await expect(form.getByText('Choose a rate unit.')).toBeVisible()

    await form.getByLabel('Product Name').fill('sweet corn')
    await form.getByLabel('Marathi Name').fill('मका')
    await choose(page, form, 'Category', 'Vegetable')
    await choose(page, form, 'Default Transportation Type', 'Crates')
    await choose(page, form, 'Rate Unit', 'Per 10 Kg')
    await gradeName(form, 1).fill('Bold')
    await form.getByLabel('Crate Capacity (kg)').fill('20')
    // The rules across fields are checked once every field is valid on its own.
    await form.getByLabel('Crate Tare (kg)').fill('20')
    await expect(form.getByText(PRODUCT_MESSAGES.tare)).toBeVisible()
    await form.getByLabel('Crate Tare (kg)').fill('1.8')
    await expect(form.getByText(PRODUCT_MESSAGES.tare)).toBeHidden()
    await form.getByLabel('Minimum Rate Alert (₹)').fill('500')
    await form.getByLabel('Maximum Rate Alert (₹)').fill('300')
    await expect(form.getByText(PRODUCT_MESSAGES.rateBand)).toBeVisible()
    await form.getByLabel('Maximum Rate Alert (₹)').fill('1500')
    await expect(form.getByText(PRODUCT_MESSAGES.rateBand)).toBeHidden()

    await form.getByRole('button', { name: 'Remove grade 1' }).click()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(PRODUCT_MESSAGES.gradesRequired)).toBeVisible()
    await form.getByRole('button', { name: 'Add Grade' }).click()
    await expect(gradeName(form, 1)).toBeFocused()
    await gradeName(form, 1).fill('Bold')
    await form.getByRole('button', { name: 'Add Grade' }).click()
    await gradeName(form, 2).fill('bold')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(PRODUCT_MESSAGES.gradeDuplicate)).toBeVisible()
    await gradeName(form, 2).fill('Medium')
    await form.getByRole('button', { name: 'Add Grade' }).click()
    await gradeName(form, 3).fill('Small')
    // The last grade moves to the top.
    await form.getByRole('button', { name: 'Move grade 3 up' }).click()
    await form.getByRole('button', { name: 'Move grade 2 up' }).click()
    await expect(gradeName(form, 1)).toHaveValue('Small')
    await expect(form.getByRole('button', { name: 'Move grade 1 up' })).toBeDisabled()
    await expect(form.getByRole('button', { name: 'Move grade 3 down' })).toBeDisabled()
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Product Added Successfully')

    await expect(showing(page)).toHaveText('Showing 1–8 of 8')
    await expect(row(page, 'Sweet corn')).toContainText('Small, Bold, Medium')
    await expect(row(page, 'Sweet corn')).toContainText('Per 10 Kg')
    await expect(row(page, 'Sweet corn')).toContainText('₹500.00 – ₹1,500.00')
  })

  test('edits grades: reorder, deactivate and rename; then status and delete', async ({ page, signIn }) => {
    await signIn.beforeGoto()
    await openList(page)
    await page.getByRole('button', { name: 'Edit Onion' }).click()
    let form = page.getByRole('dialog', { name: 'Update Product' })
    await expect(gradeName(form, 4)).toHaveValue('Golti')
    await form.getByRole('button', { name: 'Move grade 4 up' }).click()
    await expect(gradeName(form, 3)).toHaveValue('Golti')
    await form.getByLabel('Grade 5 active').uncheck()
    await gradeName(form, 1).fill('Super')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Product Updated Successfully')
    // Inactive grades are not offered, so the list names only the active ones.
    await expect(row(page, 'Onion')).toContainText('Super, 2 No., Golti, 3 No.')
    await expect(row(page, 'Onion')).not.toContainText('Khad')

    await page.getByRole('button', { name: 'Edit Onion' }).click()
    form = page.getByRole('dialog', { name: 'Update Product' })
    await expect(gradeName(form, 3)).toHaveValue('Golti')
    await expect(form.getByLabel('Grade 5 active')).not.toBeChecked()
    await form.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Change Status of Okra' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await closeSuccess(page, 'Product status changed successfully.')
    await choose(page, page, 'Status', 'Status: Inactive')
    await expect(showing(page)).toHaveText('Showing 1–1 of 1')
    await page.getByRole('button', { name: 'Delete Okra' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click()
    await expect(success(page)).toHaveText('Product deleted successfully.')
  })

  test('a failed save keeps the typed grades; SA Support may not delete', async ({ page, signIn, mock }) => {
    await signIn.beforeGoto(page, SA_SUPPORT)
    await openList(page)
    await expect(page.getByRole('button', { name: 'Delete Tomato' })).toBeDisabled()
    await mock.fault({ path: api.product.addUpdate.path, kind: 'status500' })
    await page.getByRole('button', { name: 'Edit Tomato' }).click()
    const form = page.getByRole('dialog', { name: 'Update Product' })
    await form.getByRole('button', { name: 'Add Grade' }).click()
    await gradeName(form, 4).fill('Chhatni')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(gradeName(form, 4)).toHaveValue('Chhatni')
    await form.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Product Updated Successfully')
    await expect(row(page, 'Tomato')).toContainText('1 No., 2 No., 3 No., Chhatni')
  })
})
