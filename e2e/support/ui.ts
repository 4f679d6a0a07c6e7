import { expect, type Locator, type Page } from '@playwright/test'

/** The seeded users of the limited roles; every seeded password is Demo@1234. */
export const ADMIN = { userName: '9000000002', password: 'Demo@1234' }
export const ACCOUNTANT = { userName: '9000000004', password: 'Demo@1234' }
export const GATE_CLERK = { userName: '9000000005', password: 'Demo@1234' }
export const SA_SUPPORT = { userName: '9000000007', password: 'Demo@1234' }

/** Opens `path` and waits for its page heading. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** Shows `path` the way a link does, without reloading the app (the router follows the browser's history). */
export const showInPlace = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)

/** Shows `path` as a link does and waits for its heading and for its lists to load. */
export async function openInPlace(page: Page, path: string, heading: string): Promise<void> {
  await showInPlace(page, path)
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
  await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0)
}

/** The list's 'Showing 11–20 of 26' line. */
export const showing = (page: Page) => page.getByText(/^Showing /)

/** The message of the success dialog. */
export const success = (page: Page) => page.getByTestId('success-message')

/** Checks the success dialog's message and closes it. */
export async function closeSuccess(page: Page, message: string) {
  await expect(success(page)).toHaveText(message)
  await page.getByRole('button', { name: 'Close' }).click()
}

/**
 * The names the top bar's Select Market offers. The select's code loads on first use, so wait for its
 * list before reading it.
 */
export async function topBarMarkets(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Select Market' }).click()
  await expect(page.getByRole('listbox')).toBeVisible()
  const names = await page.getByRole('option').allTextContents()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toHaveCount(0)
  return names
}

/** The 'Are you sure?' confirmation (delete, Change Status). */
export const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Are you sure?' })

/** The body rows of the list table named `name` (its accessible name, e.g. 'Markets'). */
export const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr')

/** The body row of the list table named `name` that has a cell reading exactly `cell`. */
export const rowWithCell = (page: Page, name: string, cell: string) =>
  tableRows(page, name).filter({ has: page.getByRole('cell', { name: cell, exact: true }) })

/** The body row of the list table named `name` that shows exactly `text` somewhere (a name over a second line). */
export const rowWithText = (page: Page, name: string, text: string) =>
  tableRows(page, name).filter({ has: page.getByText(text, { exact: true }) })

/** The text box labelled exactly `name` within `scope` (a form or dialog). */
export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true })

/** Picks `option` in the select labelled exactly `label` within `scope` (a dialog, or the page). */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Waits until the picker's highlighted option, the one Enter takes, is the party of that code. */
export const offers = (picker: Locator, code: number | string) =>
  expect
    .poll(() =>
      picker.evaluate((input) => {
        const id = input.getAttribute('aria-activedescendant')
        return (id && document.getElementById(id)?.textContent) || ''
      }),
    )
    .toMatch(new RegExp(`^${code}\\b`))

/**
 * Types a party's code into the picker and presses Enter once the list offers that party, as a clerk
 * does; pressed while the list still loads, Enter would pick nothing.
 */
export async function pickByCode(picker: Locator, code: number) {
  await picker.fill(String(code))
  await expect(
    picker
      .page()
      .getByRole('option', { name: new RegExp(`^${code}\\b`) })
      .first(),
  ).toBeVisible()
  await picker.press('Enter')
  await expect(picker).toHaveValue(new RegExp(`^${code}\\b`))
}

/** Clicks the page's button of that name, which opens a document in a new tab, and answers the tab. */
export async function popupOf(page: Page, button: string): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button }).click(),
  ])
  return popup
}

/** Where the WhatsApp link sends: the chat's address (https://wa.me/91…) and the message. */
export async function whatsAppLink(scope: Page | Locator) {
  const link = new URL((await scope.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!)
  return { chat: `${link.origin}${link.pathname}`, text: link.searchParams.get('text') ?? '' }
}

/** Opens Columns from the keyboard and shows or hides one column with Space. */
export async function toggleColumn(page: Page, name: string) {
  await page.getByRole('button', { name: 'Columns' }).focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitemcheckbox', { name, exact: true })
  const was = await item.getAttribute('aria-checked')
  await item.press('Space')
  await expect(item, 'the menu stays open for the next column').toHaveAttribute(
    'aria-checked',
    was === 'true' ? 'false' : 'true',
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}
