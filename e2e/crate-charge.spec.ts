import type { APIRequestContext } from '@playwright/test'
import {
  api,
  type BuyerBill,
  type Company,
  CRATE_DIRECTION,
  type CrateCharge,
  type FarmerBill,
  PARTY_TYPE,
  tokenLabel,
} from '../contracts'
import { expect, test } from './fixtures'
import { apiData, listPage, marketKeyOf, withQuery } from './support/api'
import { BILLING_MARKET, formatMoney, soldTokens } from './support/billing'
import { buyerKeyOf, sellCrateTokensTo } from './support/buyer-billing'
import { GATE_MARKET, selectMarket } from './support/gate'
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

/**
 * The index, among the billing market's farmers, of one who never had a crate there, taken on by it:
 * returns settle the oldest crates first, so a seeded holder's returns would settle crates lent today.
 */
async function freshFarmerIndex(request: APIRequestContext, token: string) {
  const marketKeyID = await marketKeyOf(request, token, BILLING_MARKET)
  const { data: farmers } = await listPage<{ farmerKeyID: string; isActive: boolean }>(
    request,
    token,
    api.farmer.list,
    { pageSize: 100 },
  )
  let farmerKeyID = ''
  for (const f of farmers.filter((f) => f.isActive)) {
    const ledger = await apiData<{ rows: unknown[] }>(request, token, api.crate.ledger, {
      marketKeyID,
      partyType: PARTY_TYPE.Farmer,
      partyKeyID: f.farmerKeyID,
      crateTypeID: 0,
      fromDate: '',
      toDate: '',
    })
    if (ledger.rows.length === 0) {
      farmerKeyID = f.farmerKeyID
      break
    }
  }
  await apiData(request, token, api.farmer.assignMarket, {
    marketKeyID,
    farmerKeyIDs: [farmerKeyID],
    assign: true,
  })
  const lookup = await apiData<{ farmerKeyID: string }[]>(
    request,
    token,
    withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
  )
  return { marketKeyID, farmerKeyID, index: lookup.findIndex((f) => f.farmerKeyID === farmerKeyID) }
}

test('the patti preview shows the crates not returned, staff can let the farmer off, and the print keeps the line', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const fresh = await freshFarmerIndex(request, token)
  await lendLongAgo(request, token, {
    marketKeyID: fresh.marketKeyID,
    partyType: PARTY_TYPE.Farmer,
    partyKeyID: fresh.farmerKeyID,
  })
  // 20 come back full at the gate; the other 20 are overdue.
  const first = await soldTokens(request, token, { farmer: fresh.index })
  const body = { marketKeyID: first.marketKeyID, tokenKeyIDs: first.tokens.map((t) => t.tokenKeyID) }
  const expected = (await apiData<FarmerBill>(request, token, api.farmerBill.preview, body)).crateCharges
  const charge = expected.find((c) => c.crateTypeID === 1)!
  expect(charge).toMatchObject({ crates: 20, rate: 150, amount: 3000 })

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
  const { token } = await signIn.beforeGoto()
  // A new buyer of the gate market: no crates before this test's.
  const buyer = 'Otur Crate Traders'
  await apiData(request, token, api.buyer.addUpdate, {
    firmName: buyer,
    mobileNo: '9422000004',
    buyerType: 'Local',
    creditLimit: 1_000_000,
    creditDays: 7,
    openingBalance: 0,
    openingBalanceType: 'Receivable',
    marketKeyIDs: [await marketKeyOf(request, token, GATE_MARKET)],
  })
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
  expect(charge).toMatchObject({ crates: 40, amount: 6000 })

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

test('a firm that gives crates no days has no crate charge to let off on Generate Invoice', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const firm = await apiData<Company>(request, token, api.company.model)
  await apiData(request, token, api.company.update, { ...firm, crateChargeDays: 0 })
  await selectMarket(page)
  await openPage(page, '/GenerateInvoice', 'Generate Invoice')
  // The firm's settings load with the page; a preview answered after them shows the form complete.
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('table', { name: 'Invoices to generate' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: CHARGE })).toHaveCount(0)
})
