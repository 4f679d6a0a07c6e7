import type { Page } from '@playwright/test'
import { api, EMPLOYEE_MESSAGES } from '../contracts'
import { expect, test } from './fixtures'
import { ACCOUNTANT, closeSuccess, GATE_CLERK, openPage, topBarMarkets } from './support/ui'

const ADMIN = { userName: '9000000002', password: 'Demo@1234' }

const picker = (page: Page) => page.getByRole('combobox', { name: 'Employee' })
const markets = (page: Page) => page.getByRole('group', { name: 'Markets' })
const marketBox = (page: Page, name: string) => markets(page).getByRole('checkbox', { name, exact: true })

async function open(page: Page) {
  await openPage(page, '/assign-market', 'Assign Market')
  await expect(page.getByText('Choose an employee to see and change the markets they work in.')).toBeVisible()
}

/** Types into the searchable select and picks the first match with the keyboard. */
async function pick(page: Page, search: string) {
  await picker(page).fill(search)
  // Enter takes the first match shown: wait for the list to be filtered down to one.
  await expect(page.getByRole('option').first()).toContainText(new RegExp(search, 'i'))
  await page.keyboard.press('Enter')
}

test('assigns markets to an employee, whose Select Market then lists only those', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn.beforeGoto()
  await open(page)
  await picker(page).fill('jad')
  await expect(page.getByRole('option')).toHaveText(['Vijay JadhavGate Clerk · 9000000005'])
  await picker(page).fill('zzz')
  await expect(page.getByRole('option')).toHaveText(['No Option'])
  // Escape closes the list and restores nothing chosen.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(picker(page)).toHaveValue('')

  await pick(page, 'vijay')
  await expect(picker(page)).toHaveValue('Vijay Jadhav')
  await expect(page).toHaveURL(/employeeKeyID=/)
  await expect(page.getByRole('heading', { name: 'Markets of Vijay Jadhav' })).toBeVisible()
  await expect(marketBox(page, 'Narayangaon')).toBeChecked()
  await expect(marketBox(page, 'Sangola')).not.toBeChecked()
  await marketBox(page, 'Sangola').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await closeSuccess(page, 'Markets Assigned Successfully')

  await page.reload()
  await expect(picker(page)).toHaveValue('Vijay Jadhav')
  await expect(marketBox(page, 'Sangola')).toBeChecked()

  const clerk = await browser.newPage()
  await signIn(clerk, GATE_CLERK)
  await expect.poll(() => topBarMarkets(clerk)).toEqual(['Narayangaon', 'Sangola'])
  await clerk.close()
})

test('a Super Admin sees all markets: nothing to assign', async ({ page, signIn }) => {
  await signIn.beforeGoto()
  await open(page)
  await pick(page, 'ganesh')
  await expect(page.getByRole('status').filter({ hasText: 'sees all markets' })).toHaveText(
    'Ganesh Darekar is a Super Admin and sees all markets.',
  )
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})

test('one’s own markets are not one’s to assign: the refusal is shown, the top bar keeps them', async ({
  page,
  signIn,
}) => {
  await signIn(page, ADMIN)
  // The top bar's list reads 'No Option' until its markets have loaded.
  await expect.poll(() => topBarMarkets(page)).toContain('Lasalgaon')
  await open(page)
  await pick(page, 'anil')
  await marketBox(page, 'Lasalgaon').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toHaveText(EMPLOYEE_MESSAGES.ownMarkets)
  await expect(marketBox(page, 'Lasalgaon')).not.toBeChecked()
  expect(await topBarMarkets(page)).toContain('Lasalgaon')
})

test('a failed save keeps the ticks; a role without Employee update cannot save', async ({
  page,
  signIn,
  mock,
  browser,
}) => {
  await signIn.beforeGoto()
  await mock.fault({ path: api.employee.assignMarkets.path, kind: 'status500' })
  await open(page)
  await pick(page, 'prakash')
  await marketBox(page, 'Akluj').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toHaveText('Injected fault: the server failed.')
  await expect(marketBox(page, 'Akluj')).toBeChecked()

  const accountant = await browser.newPage()
  await signIn.beforeGoto(accountant, ACCOUNTANT)
  await open(accountant)
  await pick(accountant, 'prakash')
  await expect(accountant.getByRole('button', { name: 'Save' })).toBeDisabled()
  await accountant.close()
})
