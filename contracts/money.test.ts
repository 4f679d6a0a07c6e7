import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AddPaymentRequestSchema,
  CancelPaymentRequestSchema,
  CashBankEntryFormSchema,
  CloseWalletDayRequestSchema,
  ExpenseFormSchema,
  MONEY_MESSAGES,
} from '.'

const key = '0f8fad5b-d9cb-469f-a165-70867728950e'
const voucher = {
  marketKeyID: key,
  paymentDate: '2026-11-21',
  partyType: 2,
  partyKeyID: key,
  transactionType: 1,
  paymentMode: 2,
  onlineSubMode: 'UPI',
  referenceNo: 'UTR123',
  amount: 1500.5,
}

const issueOf = (schema: v.GenericSchema, body: unknown) => {
  const result = v.safeParse(schema, body)
  return result.success ? null : { path: v.getDotPath(result.issues[0]), message: result.issues[0].message }
}

describe('money document bodies', () => {
  it('default to allocating oldest first, against bills, without a note count', () => {
    const parsed = v.parse(AddPaymentRequestSchema, voucher)
    expect(parsed).toMatchObject({
      purpose: 'Against Bill',
      allocations: [],
      denominations: [],
      narration: '',
    })
  })

  it('need the sub-mode and reference number of online money, on those fields', () => {
    expect(issueOf(AddPaymentRequestSchema, { ...voucher, referenceNo: ' ' })).toEqual({
      path: 'referenceNo',
      message: MONEY_MESSAGES.referenceRequired,
    })
    expect(issueOf(AddPaymentRequestSchema, { ...voucher, onlineSubMode: '' })).toEqual({
      path: 'onlineSubMode',
      message: MONEY_MESSAGES.subModeRequired,
    })
    expect(
      issueOf(AddPaymentRequestSchema, { ...voucher, paymentMode: 1, onlineSubMode: '', referenceNo: '' }),
    ).toBeNull()
  })

  it('refuse amounts of 0, below 0 or with more than 2 decimals', () => {
    for (const amount of [0, -5, 10.005])
      expect(issueOf(AddPaymentRequestSchema, { ...voucher, amount })?.path).toBe('amount')
  })

  it('refuse a bill or a denomination listed twice', () => {
    const twice = [
      { billKeyID: key, amount: 1 },
      { billKeyID: key, amount: 2 },
    ]
    expect(issueOf(AddPaymentRequestSchema, { ...voucher, allocations: twice })?.path).toBe('allocations')
    const notes = [
      { denomination: 500, count: 1 },
      { denomination: 500, count: 2 },
    ]
    expect(issueOf(AddPaymentRequestSchema, { ...voucher, denominations: notes })?.path).toBe('denominations')
  })

  it('take an expense photo only as an uploaded image', () => {
    const expense = {
      marketKeyID: key,
      expenseDate: '2026-11-21',
      categoryKeyID: key,
      serviceOption: 1,
      amount: 250,
      paymentMode: 1,
      attachment: '/api/files/abc123.png',
    }
    expect(issueOf(ExpenseFormSchema, expense)).toBeNull()
    expect(issueOf(ExpenseFormSchema, { ...expense, attachment: 'javascript:alert(1)' })?.path).toBe(
      'attachment',
    )
  })

  it('keep a reference number on one line of visible characters', () => {
    const forged = [
      ['UTR-4471\nAmount: ₹99,999.00', 'UTR-4471Amount: ₹99,999.00'],
      ['UTR-4471\r\u0085\u0000', 'UTR-4471'],
      ['\u202EUTR-4471\u202C', 'UTR-4471'],
      ['UTR\u200B-\u2060\uFEFF4471', 'UTR-4471'],
      [' UTR-4471 ', 'UTR-4471'],
    ]
    for (const [referenceNo, kept] of forged) {
      expect(v.parse(AddPaymentRequestSchema, { ...voucher, referenceNo }).referenceNo).toBe(kept)
      const expense = { ...voucher, paymentDate: undefined, expenseDate: '2026-11-21', categoryKeyID: key }
      expect(v.parse(ExpenseFormSchema, { ...expense, serviceOption: 1, referenceNo }).referenceNo).toBe(kept)
      const entry = { marketKeyID: key, entryDate: '2026-11-21', entryType: 5, amount: 10, referenceNo }
      expect(v.parse(CashBankEntryFormSchema, entry).referenceNo).toBe(kept)
    }
    expect(issueOf(AddPaymentRequestSchema, { ...voucher, referenceNo: '\u200B\n' })?.message).toBe(
      MONEY_MESSAGES.referenceRequired,
    )
  })

  it('keep a reason on one line of visible characters', () => {
    const reason = 'Wrong party\nAmount: ₹99,999.00\u202E'
    expect(v.parse(CancelPaymentRequestSchema, { paymentKeyID: key, reason }).reason).toBe(
      'Wrong partyAmount: ₹99,999.00',
    )
    const close = { marketKeyID: key, walletDate: '2026-11-21', closingCount: [], varianceReason: reason }
    expect(v.parse(CloseWalletDayRequestSchema, close).varianceReason).toBe('Wrong partyAmount: ₹99,999.00')
  })
})
