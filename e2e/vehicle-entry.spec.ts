import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { addTrolley, GATE_MARKET, marketFarmers, selectMarket } from './support/gate'
import { ACCOUNTANT, closeSuccess, openPage, rowWithCell, success, textbox } from './support/ui'

const LIST = 'Vehicle Entries'

async function openGate(page: Page) {
  await selectMarket(page)
  await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test.describe('vehicle entry list', () => {
  let token = ''
  test.beforeEach(async ({ signIn }) => {
    token = (await signIn()).token
  })

  test("shows today's gate of the selected market by default", async ({ page }) => {
    await openGate(page)
    await expect(page.getByText('21-11-2026 to 21-11-2026')).toBeVisible()
    await expect(page.getByText(/^Showing 1–10 of 19$/)).toBeVisible()
    // Search finds a vehicle by a farmer on it.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Machhindra Pawar')
    await expect(rowWithCell(page, LIST, 'MH41MS8506')).toBeVisible()
    await expect(page.getByText(/^Showing 1–1 of 1$/)).toBeVisible()
    // The row's detail lists its tokens.
    await page.getByRole('button', { name: /Show details of entry 18/ }).click()
    await expect(page.getByRole('table', { name: 'Tokens of entry 18' }).getByText('T-038')).toBeVisible()
  })

  test('enters a vehicle with three farmers from the keyboard alone', async ({ page, request }) => {
    const { farmers } = await marketFarmers(request, token)
    const [first, second, third] = farmers
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await expect(form.getByText(/Alt\+N: add token/)).toBeVisible()
    const vehicleNo = textbox(form, 'Vehicle No.')
    await expect(vehicleNo).toBeFocused()

    const keys = page.keyboard
    await keys.type('mh 15 ab 4321')
    await expect(vehicleNo).toHaveValue('MH15AB4321')
    await keys.press('Enter') // unregistered
    await keys.press('Enter') // vehicle type: typed to choose
    await keys.type('Pi')
    await expect(form.getByRole('combobox', { name: 'Vehicle Type' })).toHaveText('Pickup')
    await keys.press('Enter') // transport type, from the vehicle type
    await expect(form.getByRole('combobox', { name: 'Transport Type' })).toHaveText('Crates')
    await keys.press('Enter') // entry fee, from the vehicle type
    await expect(form.getByRole('textbox', { name: 'Entry Fee (₹)' })).toHaveValue('10')
    await keys.press('Enter') // fee mode
    await keys.press('Enter')
    await keys.type('Ramesh Kale')
    await keys.press('Enter')
    await keys.type('9822011111')
    await keys.press('Enter')
    await keys.type('Vinchur')
    await keys.press('Enter') // remarks
    await keys.press('Enter') // token 1: farmer by code
    for (const [index, farmer] of [first!, second!, third!].entries()) {
      if (index > 0) await keys.press('Alt+N')
      const line = form.getByRole('group', { name: `Token ${index + 1}` })
      await expect(line.getByRole('combobox', { name: 'Farmer' })).toBeFocused()
      await keys.type(String(farmer.farmerCode))
      await keys.press('Enter')
      await expect(line.getByRole('combobox', { name: 'Farmer' })).toHaveValue(
        `${farmer.farmerCode} ${farmer.farmerName}`,
      )
      // The market's usual product (the last token's) is already chosen.
      await expect(line.getByRole('combobox', { name: 'Product' })).toHaveText('Tomato')
      await keys.press('Enter')
      await keys.type(String(20 + index * 5))
      await keys.press('Enter') // grading
    }
    await keys.press('Control+Enter')

    await expect(success(page)).toHaveText(
      'Vehicle Entry Added Successfully. Entry 20, tokens T-040, T-041, T-042.',
    )
    await keys.press('Escape')
    const row = rowWithCell(page, LIST, 'MH15AB4321')
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Pickup' })).toBeVisible()
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible()
    await expect(row.getByText('In', { exact: true })).toBeVisible()
  })

  test('a server failure keeps everything typed', async ({ page, mock, request }) => {
    const { farmers } = await marketFarmers(request, token)
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill('MH15XY9876')
    await form.getByRole('combobox', { name: 'Vehicle Type' }).click()
    await page.getByRole('option', { name: 'Tata Ace' }).click()
    await textbox(form, 'Driver Name').fill('Sunil')
    const farmer = form.getByRole('combobox', { name: 'Farmer' })
    await farmer.fill(String(farmers[3]!.farmerCode))
    await farmer.press('Enter')
    await textbox(form, 'Crates').fill('12')

    await mock.fault({ path: 'VehicleEntry/AddUpdateVehicleEntry', kind: 'status500' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault: the server failed.')
    await expect(textbox(form, 'Vehicle No.')).toHaveValue('MH15XY9876')
    await expect(textbox(form, 'Driver Name')).toHaveValue('Sunil')
    await expect(farmer).toHaveValue(`${farmers[3]!.farmerCode} ${farmers[3]!.farmerName}`)
    await expect(textbox(form, 'Crates')).toHaveValue('12')

    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toContainText('Vehicle Entry Added Successfully. Entry 20')
  })

  test('the same vehicle cannot be In twice: the server says so under the form', async ({
    page,
    request,
  }) => {
    const { farmers } = await marketFarmers(request, token)
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill('MH41MS8506')
    await form.getByRole('combobox', { name: 'Vehicle Type' }).click()
    await page.getByRole('option', { name: 'Pickup' }).click()
    const farmer = form.getByRole('combobox', { name: 'Farmer' })
    await farmer.fill(String(farmers[0]!.farmerCode))
    await farmer.press('Enter')
    await textbox(form, 'Crates').fill('10')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('alert')).toContainText(
      'MH41MS8506 is already In at this market today (entry 18). Mark it Out first.',
    )
  })

  test('a farmer of another market is added to this one without leaving the entry', async ({ page }) => {
    await openGate(page)
    await page.getByRole('button', { name: 'Add Vehicle Entry' }).click()
    const form = dialog(page, 'Add Vehicle Entry')
    await textbox(form, 'Vehicle No.').fill('MH15QQ1111')
    await form.getByRole('button', { name: 'Quick Add Farmer' }).click()
    const quick = dialog(page, 'Quick Add Farmer')
    await textbox(quick, 'Farmer Name').fill('Navnath Ghuge')
    await textbox(quick, 'Mobile Number').fill('9876512345')
    await textbox(quick, 'Village').fill('Kasbe Sukene')
    await quick.getByRole('button', { name: 'Submit' }).click()
    await expect(quick).toHaveCount(0)
    // Back in the entry, typed values kept and the new farmer on the line.
    await expect(textbox(form, 'Vehicle No.')).toHaveValue('MH15QQ1111')
    await expect(form.getByRole('combobox', { name: 'Farmer' })).toHaveValue(/^\d+ Navnath Ghuge$/)

    await form.getByRole('button', { name: `Assign Farmer to ${GATE_MARKET}` }).click()
    const assign = dialog(page, `Assign Farmer to ${GATE_MARKET}`)
    await assign.getByRole('searchbox', { name: 'Find a farmer' }).fill('Akluj')
    await expect(assign.getByRole('button', { name: 'Assign' }).first()).toBeVisible()
    await assign.getByRole('button', { name: 'Assign' }).first().click()
    await expect(assign).toHaveCount(0)
    await expect(
      form.getByRole('group', { name: 'Token 2' }).getByRole('combobox', { name: 'Farmer' }),
    ).toHaveValue(/^\d+ /)
  })

  test('marks a trolley Out with its empty weight, lighter than it came in', async ({ page, request }) => {
    const entry = await addTrolley(request, token, 'MH15TT2020', 5000)
    await openGate(page)
    await page.getByRole('button', { name: `Mark Out entry ${entry.entryNo} MH15TT2020` }).click()
    const out = dialog(page, 'Mark MH15TT2020 Out')
    await textbox(out, 'Empty Weight (kg)').fill('5200')
    await out.getByRole('button', { name: 'Submit' }).click()
    await expect(out.getByText('Empty weight must be less than the loaded weight (5000 kg).')).toBeVisible()
    await textbox(out, 'Empty Weight (kg)').fill('1800')
    await out.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle MH15TT2020 marked Out.')
    await expect(rowWithCell(page, LIST, 'MH15TT2020').getByText('Out', { exact: true })).toBeVisible()
    await expect(
      page.getByRole('button', { name: `Mark Out entry ${entry.entryNo} MH15TT2020` }),
    ).toBeDisabled()
  })

  test('cancel is refused with the server message once a token is graded', async ({ page }) => {
    await openGate(page)
    // Entry 18 carries T-038, graded this morning.
    await page.getByRole('button', { name: 'Cancel entry 18 MH41MS8506' }).click()
    const cancel = dialog(page, 'Cancel Vehicle Entry 18 (MH41MS8506)')
    await textbox(cancel, 'Reason').fill('no')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await expect(cancel.getByText('Reason must be 3 to 200 characters.')).toBeVisible()
    await textbox(cancel, 'Reason').fill('Entered twice by mistake')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await expect(cancel.getByRole('alert')).toHaveText(
      'The vehicle entry can be cancelled only while all its tokens are Open.',
    )
    await expect(textbox(cancel, 'Reason')).toHaveValue('Entered twice by mistake')
  })

  test('cancels an entry whose tokens are all Open', async ({ page }) => {
    await openGate(page)
    await page.getByRole('button', { name: 'Cancel entry 19 MH41OE8121' }).click()
    const cancel = dialog(page, 'Cancel Vehicle Entry 19 (MH41OE8121)')
    await textbox(cancel, 'Reason').fill('Wrong vehicle')
    await cancel.getByRole('button', { name: 'Submit' }).click()
    await closeSuccess(page, 'Vehicle entry 19 cancelled.')
    await expect(rowWithCell(page, LIST, 'MH41OE8121').getByText('Cancelled', { exact: true })).toBeVisible()
  })

  test('the gate slip prints the entry and its tokens on 80 mm paper', async ({ page }) => {
    await openGate(page)
    const [slip] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print gate slip of entry 18 MH41MS8506' }).click(),
    ])
    await slip.emulateMedia({ media: 'print' })
    const doc = slip.getByRole('article', { name: 'Gate Slip' })
    await expect(doc.getByText('Shree Ganesh Adat & Co.')).toBeVisible()
    await expect(doc.getByRole('heading', { name: 'Gate Slip' })).toBeVisible()
    await expect(doc.getByText('MH41MS8506')).toBeVisible()
    await expect(doc.getByRole('definition').filter({ hasText: /^18$/ })).toBeVisible()
    await expect(doc.getByText('T-038')).toBeVisible()
    await expect(doc).toHaveAttribute('data-paper', '80mm')
    await expect(slip.getByRole('button', { name: 'Print' })).toBeHidden()

    await slip.emulateMedia({ media: 'screen' })
    await slip.getByRole('combobox', { name: 'Language' }).click()
    await slip.getByRole('option', { name: 'मराठी (Marathi)' }).click()
    await expect(slip.getByRole('article', { name: 'गेट पावती' }).getByText('प्रवेश क्र.')).toBeVisible()
    // The Devanagari font comes with the app, not from the machine.
    await expect
      .poll(() =>
        slip.evaluate(async () => (await document.fonts.load('16px "Noto Sans Devanagari"', 'गेट')).length),
      )
      .toBeGreaterThan(0)
  })
})

test('a role without the gate rights sees Add and the row changes disabled', async ({ page, signIn }) => {
  await signIn(page, ACCOUNTANT)
  await openPage(page, '/vehicle-entry-list', 'Vehicle Entry List')
  const add = page.getByRole('button', { name: 'Add Vehicle Entry' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAttribute('title', 'Your role does not allow this.')
})
