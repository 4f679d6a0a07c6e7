import type { APIRequestContext } from '@playwright/test'
import {
  api,
  type BuyerBill,
  CRATE_DIRECTION,
  type CrateCharge,
  type FarmerBill,
  PARTY_TYPE,
  tokenLabel,
} from '../contracts'
import { expect, test } from './fixtures'
import { apiData } from './support/api'
import { BILLING_MARKET, formatMoney, soldTokens } from './support/billing'
import { buyerKeyOf, sellCrateTokensTo } from './support/buyer-billing'
import { selectMarket } from './support/gate'
import { choose, openPage } from './support/ui'

const TODAY = '2026-11-21'
const CHARGE = 'Charge crates not returned'

/** 40 of the firm's 20 kg crates lent on 1 Oct: 51 days out today, past the demo firm's 30. */
const lendLongAgo = (
  request: APIRequestContext,
  token: string,
  party: { marketKeyID: string; partyType: number; partyKeyID: string },
) =>
  apiData(request, token, api.crate.addMovement, {
    ...party,
    movementDate: '2026-10-01',
    crateTypeID: 1,
    direction: CRATE_DIRECTION.Out,
    quantity: 40,
    tokenKeyID: '',
    remarks: '',
  })

/** The line as the bill names it, and as the money table's row reads with its amount. */
const lineText = (c: CrateCharge, label = 'Crates not returned') =>
  `${label}: ${c.crates} × ${formatMoney(c.rate)} (${c.crateTypeName})`
const rowName = (c: CrateCharge) => `${lineText(c)} ${formatMoney(c.amount)}`

test('the patti preview shows the crates not returned, staff can let the farmer off, and the print keeps the line', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn()
  const first = await soldTokens(request, token, { farmer: 2 })
  await lendLongAgo(request, token, {
    marketKeyID: first.marketKeyID,
    partyType: PARTY_TYPE.Farmer,
    partyKeyID: first.farmer.farmerKeyID,
  })
  const body = { marketKeyID: first.marketKeyID, tokenKeyIDs: first.tokens.map((t) => t.tokenKeyID) }
  const expected = (await apiData<FarmerBill>(request, token, api.farmerBill.preview, body)).crateCharges
  expect(expected.length).toBeGreaterThan(0)
  const charge = expected.find((c) => c.crateTypeID === 1)!

  await selectMarket(page, BILLING_MARKET)
  await openPage(page, '/farmerBilling', 'Farmer Billing')
  const label = tokenLabel(first.tokens[0]!.tokenNo)
  await page.getByRole('checkbox', { name: `Select token ${label} ${first.farmer.farmerName}` }).check()
  await page.getByRole('button', { name: 'Generate Patti' }).click()
  const dialog = page.getByRole('dialog', { name: /^Generate Patti: / })
  const preview = dialog.getByRole('region', { name: 'Patti preview' })
  const line = preview.getByRole('row', { name: rowName(charge) })
  await expect(line).toBeVisible()
  const box = dialog.getByRole('checkbox', { name: CHARGE })
  await expect(box).toBeChecked()
  await box.uncheck()
  await expect(line).toBeHidden()
  await box.check()
  await expect(line).toBeVisible()

  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/invoice\?farmerBillKeyID=/)
  const doc = page.getByRole('article', { name: 'Farmer Patti' })
  await expect(
    doc.getByRole('table', { name: 'Deductions' }).getByRole('row', { name: rowName(charge) }),
  ).toBeVisible()
  await choose(page, page.getByRole('toolbar', { name: 'Print options' }), 'Language', 'मराठी (Marathi)')
  await expect(page.getByRole('article', { name: 'शेतकरी पट्टी' })).toContainText(
    lineText(charge, 'परत न केलेले क्रेट'),
  )
})

test('the invoice preview and print charge the buyer for crates kept too long', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn()
  const buyer = 'Jain Traders'
  const { marketKeyID, buyerKeyID } = await buyerKeyOf(request, token, buyer)
  await lendLongAgo(request, token, { marketKeyID, partyType: PARTY_TYPE.Buyer, partyKeyID: buyerKeyID })
  await sellCrateTokensTo(request, token, buyer, { count: 1, rate: 240 })
  const [expected] = await apiData<BuyerBill[]>(request, token, api.buyerBill.preview, {
    marketKeyID,
    fromDate: TODAY,
    toDate: TODAY,
    buyerKeyIDs: [buyerKeyID],
    mode: 2,
  })
  const charge = expected!.crateCharges.find((c) => c.crateTypeID === 1)!
  expect(charge.crates).toBeGreaterThanOrEqual(40)

  await selectMarket(page)
  await openPage(page, '/GenerateInvoice', 'Generate Invoice')
  await choose(page, page, 'Buyers', 'Picked buyers')
  await page.getByRole('checkbox', { name: new RegExp(`^${buyer}`) }).check()
  await choose(page, page, 'Invoice', 'Group by buyer')
  await expect(page.getByRole('checkbox', { name: CHARGE })).toBeChecked()
  await page.getByRole('button', { name: 'Preview' }).click()
  const table = page.getByRole('table', { name: 'Invoices to generate' })
  const row = table.locator('tbody tr').filter({ hasText: buyer })
  await expect(row).toContainText(formatMoney(expected!.totalAmount))
  await row.getByRole('button', { name: new RegExp(`^Show details of ${buyer}`) }).click()
  await expect(page.getByText(lineText(charge))).toBeVisible()

  await page.getByRole('button', { name: 'Generate Invoice' }).click()
  const generated = page.getByRole('region', { name: 'Generated invoices' })
  await generated.getByRole('link', { name: /^B\// }).click()
  const doc = page.getByRole('article', { name: 'Bill / Invoice' })
  await expect(
    doc.getByRole('table', { name: 'Charges' }).getByRole('row', { name: rowName(charge) }),
  ).toBeVisible()
  await expect(doc.getByText(formatMoney(expected!.totalAmount)).first()).toBeVisible()
})
