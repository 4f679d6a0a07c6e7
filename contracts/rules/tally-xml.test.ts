import { describe, expect, it } from 'vitest'
import { readTallyFile } from '../test/tally-file'
import {
  buildTallyXml,
  tallyAmount,
  tallyDate,
  tallyLedgerName,
  tallyVoucherKind,
  xmlEscape,
} from './tally-xml'

const ledgers = [
  { accountID: 'cash', accountCode: 'CASH-M1', accountName: 'Cash - Pune Yard', groupName: 'Cash-in-Hand' },
  {
    accountID: 'aadat',
    accountCode: 'AADAT',
    accountName: 'Commission (Aadat)',
    groupName: 'Direct Incomes',
  },
  {
    accountID: 'hamali',
    accountCode: 'HAMALI',
    accountName: 'Hamali payable',
    groupName: 'Current Liabilities',
  },
  {
    accountID: 'sold',
    accountCode: 'SALES',
    accountName: 'Produce sold for farmers',
    groupName: 'Current Liabilities',
  },
  { accountID: 'f1', accountCode: 'F-0001', accountName: 'रामराव पाटील', groupName: 'Sundry Creditors' },
  {
    accountID: 'b1',
    accountCode: 'B-0007',
    accountName: 'Shah & Sons <"Fruits">',
    groupName: 'Sundry Debtors',
  },
  { accountID: 'idle', accountCode: 'IDLE', accountName: 'Never used', groupName: 'Indirect Expenses' },
]

// A worked day: the buyer's invoice of ₹10,000.00 plus ₹150.50 hamali, the farmer's patti
// (₹10,000.00 less ₹600.00 Aadat), the buyer paying ₹5,000.00 and the farmer drawing ₹9,400.00.
const vouchers = [
  {
    kind: 'Invoice' as const,
    voucherNo: 'B/26-27/00001',
    date: '2026-11-21',
    narration: 'Onion 40 crates',
    partyAccountID: 'b1',
    lines: [
      { accountID: 'b1', debitPaise: 1_015_050, creditPaise: 0 },
      { accountID: 'sold', debitPaise: 0, creditPaise: 1_000_000 },
      { accountID: 'hamali', debitPaise: 0, creditPaise: 15_050 },
    ],
  },
  {
    kind: 'Patti' as const,
    voucherNo: 'F/26-27/00001',
    date: '2026-11-21',
    partyAccountID: 'f1',
    lines: [
      { accountID: 'sold', debitPaise: 1_000_000, creditPaise: 0 },
      { accountID: 'aadat', debitPaise: 0, creditPaise: 60_000 },
      { accountID: 'f1', debitPaise: 0, creditPaise: 940_000 },
    ],
  },
  {
    kind: 'Receipt' as const,
    voucherNo: 'RV/26-27/00001',
    date: '2026-11-22',
    partyAccountID: 'b1',
    lines: [
      { accountID: 'cash', debitPaise: 500_000, creditPaise: 0 },
      { accountID: 'b1', debitPaise: 0, creditPaise: 500_000 },
    ],
  },
  {
    kind: 'Payment' as const,
    voucherNo: 'PV/26-27/00001',
    date: '2026-11-22',
    partyAccountID: 'f1',
    lines: [
      { accountID: 'f1', debitPaise: 940_000, creditPaise: 0 },
      { accountID: 'cash', debitPaise: 0, creditPaise: 940_000 },
    ],
  },
]

describe('Tally import file', () => {
  const xml = buildTallyXml({ companyName: 'Patil & Co', ledgers, vouchers })
  const file = readTallyFile(xml)

  it('writes every voucher, balanced, with each ledger it names defined as a master first', () => {
    expect(file.reportName).toBe('Vouchers')
    expect(file.vouchers.map((v) => [v.type, v.number, v.date])).toEqual([
      ['Sales', 'B/26-27/00001', '20261121'],
      ['Journal', 'F/26-27/00001', '20261121'],
      ['Receipt', 'RV/26-27/00001', '20261122'],
      ['Payment', 'PV/26-27/00001', '20261122'],
    ])
    expect(file.vouchers[0]!.lines).toEqual([
      { ledger: 'Shah & Sons <"Fruits"> [B-0007]', paise: -1_015_050 },
      { ledger: 'Produce sold for farmers [SALES]', paise: 1_000_000 },
      { ledger: 'Hamali payable [HAMALI]', paise: 15_050 },
    ])
    expect(file.vouchers[1]!.party).toBe('रामराव पाटील [F-0001]')
  })

  it('defines only the ledgers the vouchers use, each under its Tally group', () => {
    expect(file.ledgers).toContainEqual({ name: 'रामराव पाटील [F-0001]', parent: 'Sundry Creditors' })
    expect(file.ledgers.map((l) => l.name)).not.toContain('Never used [IDLE]')
    expect(file.ledgers).toHaveLength(6)
  })

  it('names the company when it is known and not otherwise', () => {
    expect(xml).toContain('<SVCURRENTCOMPANY>Patil &amp; Co</SVCURRENTCOMPANY>')
    expect(buildTallyXml({ ledgers, vouchers })).not.toContain('SVCURRENTCOMPANY')
  })

  it('gives the same ledger names on every export, so a second import finds its masters', () => {
    const again = readTallyFile(
      buildTallyXml({ ledgers: [...ledgers].reverse(), vouchers: vouchers.slice(2) }),
    )
    const first = new Set(file.ledgers.map((l) => l.name))
    for (const ledger of again.ledgers) expect(first.has(ledger.name)).toBe(true)
  })

  it('refuses a voucher that does not balance, or names an account outside the chart', () => {
    const broken = { ...vouchers[2]!, lines: [{ accountID: 'cash', debitPaise: 1, creditPaise: 0 }] }
    expect(() => buildTallyXml({ ledgers, vouchers: [broken] })).toThrow(/does not balance/)
    const stranger = {
      ...vouchers[2]!,
      lines: [
        { accountID: 'cash', debitPaise: 5, creditPaise: 0 },
        { accountID: 'nobody', debitPaise: 0, creditPaise: 5 },
      ],
    }
    expect(() => buildTallyXml({ ledgers, vouchers: [stranger] })).toThrow(/unknown account nobody/)
  })

  it('is a masters-only request when the period has no vouchers', () => {
    const empty = readTallyFile(buildTallyXml({ ledgers, vouchers: [] }))
    expect(empty).toEqual({ reportName: 'All Masters', ledgers: [], vouchers: [] })
  })
})

describe('Tally values', () => {
  it('writes amounts in rupees with two decimals, debit negative, without float error', () => {
    expect(tallyAmount(1_015_050, 0)).toBe('-10150.50')
    expect(tallyAmount(0, 7)).toBe('0.07')
    expect(tallyAmount(0, 100)).toBe('1.00')
    expect(tallyAmount(0, 900_719_925_474_099)).toBe('9007199254740.99')
  })

  it('writes dates as YYYYMMDD', () => {
    expect(tallyDate('2026-04-01')).toBe('20260401')
  })

  it('escapes markup and quotes and keeps Marathi letters', () => {
    expect(xmlEscape(`A&B <c> "d" 'e' शेतकरी`)).toBe('A&amp;B &lt;c&gt; &quot;d&quot; &apos;e&apos; शेतकरी')
    expect(xmlEscape('bell\u0007')).toBe('bell')
  })

  it('names a ledger by the account with its code, trimmed', () => {
    expect(
      tallyLedgerName({ accountID: 'x', accountCode: 'F-1', accountName: ' Ram ', groupName: 'g' }),
    ).toBe('Ram [F-1]')
  })
})

describe('Tally voucher type of a document', () => {
  const doc = (documentType: string, moneyDebitPaise: number, moneyCreditPaise: number, isReversal = false) =>
    tallyVoucherKind({ documentType, isReversal, moneyDebitPaise, moneyCreditPaise })

  it('imports an invoice as Sales and a patti as Journal, even when cash moves with them', () => {
    expect(doc('Invoice', 0, 0)).toBe('Invoice')
    expect(doc('Patti', 0, 500)).toBe('Patti')
  })

  it('goes by the money for every other document', () => {
    expect(doc('Receipt', 500_000, 0)).toBe('Receipt')
    expect(doc('Payment', 0, 940_000)).toBe('Payment')
    expect(doc('Expense', 0, 1_200)).toBe('Payment')
    expect(doc('Gate Fee', 5_000, 0)).toBe('Receipt')
    expect(doc('Bank Entry', 10_000, 10_000)).toBe('Journal')
    expect(doc('Wallet Variance', 0, 0)).toBe('Journal')
  })

  it('imports a cancellation as Journal', () => {
    expect(doc('Invoice', 0, 0, true)).toBe('Journal')
    expect(doc('Receipt', 0, 500_000, true)).toBe('Journal')
  })
})
