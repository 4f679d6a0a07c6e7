import type { Page } from '@playwright/test'
import { api, oldestFirst } from '../contracts'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { selectMarket } from './support/gate'
import { addVoucher, billedSales, openWallet, rupees } from './support/money'
import { choose, openPage, rowWithText, success, textbox } from './support/ui'

const LIST = 'Payments'

interface OpenBill {
  billKeyID: string
  billNo: string
  billDate: string
  balance: number
  settledAmount: number
}

const openBills = async (
  request: Parameters<typeof callApi>[0],
  token: string,
  body: { marketKeyID: string; partyType: 1 | 2; partyKeyID: string },
) => (await callApi<OpenBill[]>(request, token, api.payment.openBills, body)).responseData?.data ?? []

async function openVoucherForm(page: Page) {
  await selectMarket(page)
  await openPage(page, '/paymentList', 'Payment List')
  await page.getByRole('button', { name: 'Add Payment' }).click()
  return page.getByRole('dialog', { name: 'Add Payment' })
}

async function pickParty(page: Page, label: 'Farmer' | 'Buyer', code: number) {
  const picker = page.getByRole('dialog').getByRole('combobox', { name: label })
  await picker.fill(String(code))
  await picker.press('Enter')
}

test.describe('Payment List', () => {
  test('pays a farmer part of a patti in cash, counted in notes, from the keyboard', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, patti } = await billedSales(request, token, 1)
    await openWallet(request, token, marketKeyID, 100)
    const farmer = { marketKeyID, partyType: 1 as const, partyKeyID: patti.farmerKeyID }
    const oldest = oldestFirst(await openBills(request, token, farmer))[0]!

    const form = await openVoucherForm(page)
    await expect(form.getByRole('combobox', { name: 'Transaction Type' })).toHaveText('Debit (Out)')
    await pickParty(page, 'Farmer', patti.farmerCode)
    const bills = form.getByRole('table', { name: 'Open bills' })
    await expect(
      bills.getByRole('row', { name: new RegExp(patti.billNo.replaceAll('/', '\\/')) }),
    ).toBeVisible()
    await textbox(form, 'Amount (₹)').fill('1000')
    await expect(form.getByRole('textbox', { name: `Allocate to ${oldest.billNo}` })).toHaveValue('1,000')

    await form.getByText('Note breakdown (optional)').click()
    const notes = form.getByRole('table', { name: 'Note breakdown' })
    await notes.getByRole('textbox', { name: 'Count of ₹500' }).fill('1')
    await expect(notes.getByRole('row', { name: /Difference/ })).toContainText('-₹500.00')
    await notes.getByRole('textbox', { name: 'Count of ₹200' }).fill('2')
    await notes.getByRole('textbox', { name: 'Count of ₹100' }).fill('1')
    await expect(notes.getByRole('row', { name: /Difference/ })).toContainText('₹0.00')
    await notes.getByRole('textbox', { name: 'Count of ₹100' }).press('Control+Enter')

    await expect(success(page)).toHaveText(/^Payment Added Successfully\. Voucher PV\/26-27\/\d{5}\.$/)
    const after = (await openBills(request, token, farmer)).find((b) => b.billKeyID === oldest.billKeyID)
    expect(after!.settledAmount).toBeCloseTo(oldest.settledAmount + 1000, 2)
    expect(after!.balance).toBeCloseTo(oldest.balance - 1000, 2)
  })

  test('receives a buyer’s money online across three invoices, the rest as an advance', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, buyer, invoices } = await billedSales(request, token, 3)
    expect(invoices.length).toBeGreaterThanOrEqual(3)
    const party = { marketKeyID, partyType: 2 as const, partyKeyID: buyer.buyerKeyID }
    const open = await openBills(request, token, party)
    const owed = open.reduce((sum, bill) => sum + bill.balance, 0)

    const form = await openVoucherForm(page)
    await choose(page, form, 'Transaction Type', 'Credit (In)')
    await pickParty(page, 'Buyer', buyer.buyerCode)
    await textbox(form, 'Amount (₹)').fill(String(Math.ceil(owed) + 100))
    for (const invoice of invoices)
      await expect(form.getByRole('textbox', { name: `Allocate to ${invoice.billNo}` })).not.toHaveValue('')
    await expect(form.getByText(/^Advance ₹/)).toHaveText(`Advance ${rupees(Math.ceil(owed) + 100 - owed)}`)

    await choose(page, form, 'Mode', 'Online')
    await choose(page, form, 'Paid By', 'UPI')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(
      form.getByText('Enter the reference number (UTR or cheque number) of an online payment.'),
    ).toBeVisible()
    await textbox(form, 'Reference No.').fill('UPI4471')
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(success(page)).toHaveText(/^Payment Added Successfully\. Voucher RV\/26-27\/\d{5}\.$/)
    expect(await openBills(request, token, party)).toEqual([])
  })

  test('refuses ₹2,00,000 in cash from one buyer, naming the rule, and keeps the form', async ({
    page,
    request,
    signIn,
  }) => {
    const { token } = await signIn.beforeGoto()
    const { buyer } = await billedSales(request, token, 1)

    const form = await openVoucherForm(page)
    await choose(page, form, 'Transaction Type', 'Credit (In)')
    await pickParty(page, 'Buyer', buyer.buyerCode)
    await textbox(form, 'Amount (₹)').fill('200000')
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(form.getByRole('alert').filter({ hasText: 's.269ST' })).toContainText(
      'Cash of ₹2,00,000 or more to or from one party in a day is not allowed (Income-tax Act s.269ST)',
    )
    await expect(textbox(form, 'Amount (₹)')).toHaveValue('2,00,000')
    await expect(form.getByRole('combobox', { name: 'Buyer' })).toHaveValue(
      `${buyer.buyerCode} ${buyer.firmName}`,
    )
  })

  test('cancels a receipt with a reason: the invoices owe again', async ({ page, request, signIn }) => {
    const { token } = await signIn.beforeGoto()
    const { marketKeyID, buyer } = await billedSales(request, token, 1)
    const party = { marketKeyID, partyType: 2 as const, partyKeyID: buyer.buyerKeyID }
    const owing = await openBills(request, token, party)
    const voucher = await addVoucher(request, token, {
      marketKeyID,
      partyType: 2,
      partyKeyID: buyer.buyerKeyID,
      transactionType: 1,
      paymentMode: 2,
      onlineSubMode: 'NEFT-RTGS-IMPS',
      referenceNo: 'UTR0099',
      amount: Number(owing.reduce((sum, bill) => sum + bill.balance, 0).toFixed(2)),
    })
    expect(await openBills(request, token, party)).toEqual([])

    await selectMarket(page)
    await openPage(page, '/paymentList', 'Payment List')
    const row = rowWithText(page, LIST, voucher.voucherNo)
    await expect(row).toContainText('NEFT-RTGS-IMPS UTR0099')
    await row.getByRole('button', { name: `Cancel voucher ${voucher.voucherNo} ${buyer.firmName}` }).click()
    const dialog = page.getByRole('dialog', {
      name: `Cancel Voucher ${voucher.voucherNo} (${buyer.firmName})`,
    })
    await textbox(dialog, 'Reason').fill('Cheque bounced')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(success(page)).toHaveText(`Voucher ${voucher.voucherNo} cancelled.`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(row).toContainText('Cancelled')

    const again = await openBills(request, token, party)
    expect(again.map((b) => [b.billNo, b.balance])).toEqual(owing.map((b) => [b.billNo, b.balance]))
  })
})
