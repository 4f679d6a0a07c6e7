import { api, type BuyerBill, CRATE_DIRECTION, type FarmerBill, PARTY_TYPE } from '../contracts'
import { expect, test } from './fixtures'
import { apiData, marketKeyOf, withQuery } from './support/api'
import { BILLING_MARKET, generatePatti, soldTokens } from './support/billing'
import { selectMarket } from './support/gate'
import { choose, openPage } from './support/ui'

/** The firm lends the farmer empties today, before he comes to the gate with the full ones. */
const lend = (
  request: Parameters<typeof apiData>[0],
  token: string,
  bill: { marketKeyID: string; farmerKeyID: string },
) =>
  apiData(request, token, api.crate.addMovement, {
    marketKeyID: bill.marketKeyID,
    movementDate: '2026-11-21',
    partyType: PARTY_TYPE.Farmer,
    partyKeyID: bill.farmerKeyID,
    crateTypeID: 1,
    direction: CRATE_DIRECTION.Out,
    quantity: 50,
    tokenKeyID: '',
    remarks: '',
  })

const held = (bill: Pick<FarmerBill | BuyerBill, 'cratesHeld'>) =>
  bill.cratesHeld.find((c) => c.crateTypeID === 1)!

test('the patti and the invoice print the crates the party holds, in English and Marathi', async ({
  page,
  request,
  signIn,
}) => {
  const { token } = await signIn.beforeGoto()
  const marketKeyID = await marketKeyOf(request, token, BILLING_MARKET)
  // soldTokens brings the first farmer of the market.
  const [farmer] = await apiData<{ farmerKeyID: string }[]>(
    request,
    token,
    withQuery(api.farmer.lookup, { MarketKeyID: marketKeyID }),
  )
  await lend(request, token, { marketKeyID, farmerKeyID: farmer!.farmerKeyID })
  const sold = await soldTokens(request, token)
  const patti = await generatePatti(request, token, sold)
  expect(held(patti).balance).toBeGreaterThan(0)

  await selectMarket(page)
  await openPage(page, `/invoice?farmerBillKeyID=${patti.farmerBillKeyID}`, 'Farmer Invoice')
  const doc = page.getByRole('article', { name: 'Farmer Patti' })
  const crates = doc.getByRole('region', { name: 'Crates with you' })
  await expect(crates).toContainText(`Crates with you: ${held(patti).balance}`)
  await expect(crates).toContainText('Plastic crate 20 kg')
  await choose(page, page.getByRole('toolbar', { name: 'Print options' }), 'Language', 'मराठी (Marathi)')
  await expect(page.getByRole('article', { name: 'शेतकरी पट्टी' })).toContainText(
    `तुमच्याकडील क्रेट: ${held(patti).balance}`,
  )

  const [invoice] = await apiData<BuyerBill[]>(request, token, api.buyerBill.generate, {
    marketKeyID: sold.marketKeyID,
    fromDate: '2026-11-21',
    toDate: '2026-11-21',
    buyerKeyIDs: [patti.lines[0]!.buyerKeyID],
    mode: 2,
  })
  await openPage(page, `/BuyerInvoice?buyerBillKeyID=${invoice!.buyerBillKeyID}`, 'Buyer Invoice')
  await expect(
    page.getByRole('article', { name: 'Bill / Invoice' }).getByRole('region', { name: 'Crates with you' }),
  ).toContainText(`Crates with you: ${held(invoice!).balance}`)
})
