import type { APIRequestContext, Page } from '@playwright/test'
import { api } from '../contracts'
import { SECURITY_HEADERS } from '../scripts/lib/security-headers'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { BUYERS, gradedCrateToken, marketBuyers, TOMATO, withoutCreditLimit } from './support/auction'
import { expectAccessible } from './support/axe'
import { TODAY } from './support/env'
import { selectMarket } from './support/gate'
import { DEMO_USER, logIn } from './support/session'

const PHONE = { width: 390, height: 844 }
const PER_CRATE = 2
const LANGUAGE_KEY = 'mandidesk.farmerLanguage'

test.use({ viewport: PHONE })

async function ownerToken(mockUrl: string) {
  return (await logIn(mockUrl, DEMO_USER)).token
}

/** A graded tomato token at the gate market with its farmer's link, made through the API. */
async function lotWithLink(request: APIRequestContext, token: string) {
  const lot = await gradedCrateToken(request, token, 'MH15FL2501', TOMATO.productID, [
    { gradeID: TOMATO.grades.first, crates: 10 },
    { gradeID: TOMATO.grades.second, crates: 6 },
  ])
  const made = await callApi<{ link: string; url: string }>(request, token, api.tokenShareLink.getLink, {
    tokenKeyID: lot.tokenKeyID,
  })
  if (!made.responseData) throw new Error(`GetTokenShareLink: ${made.errorMessage}`)
  return { ...lot, ...made.responseData.data }
}

async function sell(
  request: APIRequestContext,
  token: string,
  tokenKeyID: string,
  gradeID: number,
  crates: number,
  rate: number,
) {
  const { buyers } = await marketBuyers(request, token)
  const buyer = buyers.find((b) => String(b.buyerCode) === BUYERS.jain.code)!
  const answer = await callApi(request, token, api.auction.save, {
    tokenKeyID,
    gradeID,
    buyerKeyID: buyer.buyerKeyID,
    crates,
    rateUnit: PER_CRATE,
    rate,
    confirmWarnings: true,
  })
  if (answer.statusCode !== 200) throw new Error(`AddUpdateAuctionLine: ${answer.errorMessage}`)
}

const useLanguage = (page: Page, language: 'en' | 'mr') =>
  page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language])

test.describe("the farmer's link", () => {
  test('follows a lot from grading to the patti at 390 px, in Marathi and English', async ({
    page,
    request,
    mock,
  }) => {
    const token = await ownerToken(mock.url)
    await withoutCreditLimit(request, token, [BUYERS.jain.name])
    const lot = await lotWithLink(request, token)
    expect(lot.url).toMatch(/\/f\//)

    await page.goto(`/f/${lot.link}`)
    await expect(page.getByRole('heading', { name: 'तुमचा माल' })).toBeVisible()
    await expect(page.getByTestId('lot-grade')).toHaveCount(2)
    await expect(page.getByTestId('lot-grade').first()).toContainText('अजून विक्री नाही')
    await expectAccessible(page, 'farmer link, Marathi, graded')

    await page.getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Your lot' })).toBeVisible()
    await expect(page.getByTestId('lot-progress').locator('[aria-current="step"]')).toHaveText(/Graded/)

    await sell(request, token, lot.tokenKeyID, TOMATO.grades.first, 10, 310)
    await page.reload()
    // The language chosen is kept on the phone.
    await expect(page.getByRole('heading', { name: 'Your lot' })).toBeVisible()
    await expect(page.getByTestId('lot-grade').first()).toContainText('10 of 10 crates sold')
    await expect(page.getByTestId('lot-grade').first()).toContainText('₹310/crate')
    await expect(page.getByTestId('lot-progress').locator('[aria-current="step"]')).toHaveText(/Selling/)
    await expect(page.getByText('Jain Traders')).toHaveCount(0)

    await sell(request, token, lot.tokenKeyID, TOMATO.grades.second, 6, 250)
    const { marketKeyID } = await marketBuyers(request, token)
    const bill = await callApi<{ billNo: string; netPayable: number }>(
      request,
      token,
      api.farmerBill.generate,
      {
        marketKeyID,
        tokenKeyIDs: [lot.tokenKeyID],
      },
    )
    if (!bill.responseData) throw new Error(`GenerateFarmerBill: ${bill.errorMessage}`)
    await page.reload()
    const patti = page.getByTestId('lot-patti')
    await expect(patti).toContainText(bill.responseData.data.billNo)
    await expect(patti).toContainText('Net Payable')
    await expect(patti.getByRole('button', { name: 'Print' })).toBeVisible()
    await expect(page.getByRole('heading', { name: "Today's rates in this market" })).toBeVisible()
    await expectAccessible(page, 'farmer link, English, billed')

    await page.getByRole('button', { name: 'मराठी' }).click()
    await expect(page.getByTestId('lot-patti')).toContainText('देय रक्कम')
    await expectAccessible(page, 'farmer link, Marathi, billed')
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  test('a changed link says it is not valid; an expired one says so in the server words', async ({
    page,
    request,
    mock,
  }) => {
    await useLanguage(page, 'en')
    const token = await ownerToken(mock.url)
    const lot = await lotWithLink(request, token)
    const tampered = `${lot.link.slice(0, -1)}${lot.link.endsWith('A') ? 'B' : 'A'}`
    await page.goto(`/f/${tampered}`)
    await expect(page.getByTestId('public-error')).toHaveText(
      'This link is not valid. Check it, or ask the office for a new one.',
    )
    await expectAccessible(page, 'farmer link, not found')

    // The mock's clock runs in real time here: the expiry answer itself is proven in the contract tests.
    await page.route('**/api/Public/GetLot**', (route) =>
      route.fulfill({
        status: 410,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 410,
          responseData: null,
          errorMessage: 'This link has expired; ask the office for a new one.',
        }),
      }),
    )
    await page.goto(`/f/${lot.link}`)
    await expect(page.getByTestId('public-error')).toHaveText(
      'This link has expired; ask the office for a new one.',
    )
    await expect(page).toHaveURL(new RegExp(`/f/${lot.link}$`))
  })

  test('the rate bulletin, shared from the auction list, shows each product by grade with no party names', async ({
    page,
    request,
    mock,
    signIn,
  }) => {
    await useLanguage(page, 'en')
    const token = await ownerToken(mock.url)
    const { marketKeyID, buyers } = await marketBuyers(request, token)
    await signIn.beforeGoto()
    await selectMarket(page)
    await page.goto('/auctionList')
    const share = page.getByRole('link', { name: 'Share rate bulletin' })
    await expect(share).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/rates/${marketKeyID}/${TODAY}`)),
    )

    // Served like every page of the app: its security headers hold on the public routes too.
    const response = await page.goto(`/rates/${marketKeyID}/${TODAY}`)
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response!.headers()[name.toLowerCase()]).toBe(value)
    await expect(page.getByRole('heading', { name: 'Rate bulletin' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tomato' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Avg' }).first()).toBeVisible()
    for (const buyer of buyers.slice(0, 5)) await expect(page.getByText(buyer.firmName)).toHaveCount(0)
    await expectAccessible(page, 'rate bulletin')
  })

  test('first load of /f/<link> on a slow phone', async ({ page, request, mock }) => {
    const token = await ownerToken(mock.url)
    const lot = await lotWithLink(request, token)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    let bytes = 0
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength
    })
    const started = Date.now()
    await page.goto(`/f/${lot.link}`)
    await expect(page.getByTestId('lot-summary')).toBeVisible({ timeout: 60_000 })
    const toContent = Date.now() - started
    await page.waitForLoadState('networkidle')
    test
      .info()
      .annotations.push({ type: 'first-load', description: `${bytes} bytes, content after ${toContent} ms` })
    console.log(
      `/f/<link> cold at 400 kbps / 400 ms RTT, CPU 4×: ${bytes} bytes, content after ${toContent} ms`,
    )
    expect(bytes).toBeGreaterThan(0)
  })
})
