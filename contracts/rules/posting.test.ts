import { describe, expect, it } from 'vitest'
import {
  ACCOUNT,
  accountIDOf,
  isBalanced,
  postInvoice,
  postMoney,
  postPartyOpening,
  postPatti,
  postTransfer,
  postWalletVariance,
  reversed,
  serviceAccount,
  tidy,
} from '.'

/** The worked examples of docs/books.md, line for line (paise). */

const farmer = accountIDOf.farmer('f1')
const buyer = accountIDOf.buyer('b1')
const cash = accountIDOf.cash('m1')
const bank = accountIDOf.bank('k1')
const grading = accountIDOf.service(3)
const loading = accountIDOf.service(5)
const levy = accountIDOf.service(10)
const crateRent = accountIDOf.expense('crate-rent')

const dr = (accountID: string, debitPaise: number) => ({ accountID, debitPaise, creditPaise: 0 })
const cr = (accountID: string, creditPaise: number) => ({ accountID, debitPaise: 0, creditPaise })

describe('a patti', () => {
  it('brings the goods in at gross, owes the farmer the net and credits each deduction', () => {
    // Gross ₹10,000; Aadat 6% ₹600, Hand Grading ₹5 × 20 crates ₹100, Loading ₹50, crate rent ₹40;
    // net ₹9,210 before rounding, exactly whole.
    const lines = postPatti({
      farmerAccountID: farmer,
      grossPaise: 1_000_000,
      services: [
        { accountID: ACCOUNT.aadat, paise: 60_000 },
        { accountID: grading, paise: 10_000 },
        { accountID: loading, paise: 5_000 },
      ],
      otherDeductions: [{ accountID: crateRent, paise: 4_000 }],
      waivedPaise: 0,
      roundOffPaise: 0,
      netPaise: 921_000,
    })
    expect(lines).toEqual([
      dr(ACCOUNT.goodsOnCommission, 1_000_000),
      cr(farmer, 921_000),
      cr(ACCOUNT.aadat, 60_000),
      cr(grading, 10_000),
      cr(loading, 5_000),
      cr(crateRent, 4_000),
    ])
    expect(isBalanced(lines)).toBe(true)
  })

  it('rounds the net up with a debit to Round Off, down with a credit', () => {
    const base = { farmerAccountID: farmer, services: [], otherDeductions: [], waivedPaise: 0 }
    // ₹1,234.60 net of ₹65.40 Aadat rounds up to ₹1,235: 40 paise of round off.
    const up = postPatti({
      ...base,
      grossPaise: 130_000,
      services: [{ accountID: ACCOUNT.aadat, paise: 6_540 }],
      roundOffPaise: 40,
      netPaise: 123_500,
    })
    expect(up).toContainEqual(dr(ACCOUNT.roundOff, 40))
    expect(isBalanced(up)).toBe(true)
    const down = postPatti({ ...base, grossPaise: 100_030, roundOffPaise: -30, netPaise: 100_000 })
    expect(down).toContainEqual(cr(ACCOUNT.roundOff, 30))
    expect(isBalanced(down)).toBe(true)
  })

  it('posts charges waived on a price crash as an expense, leaving the farmer owed nothing', () => {
    // Gross ₹300 against ₹360 of charges: ₹60 waived, net 0.
    const lines = postPatti({
      farmerAccountID: farmer,
      grossPaise: 30_000,
      services: [
        { accountID: ACCOUNT.aadat, paise: 1_800 },
        { accountID: loading, paise: 34_200 },
      ],
      otherDeductions: [],
      waivedPaise: 6_000,
      roundOffPaise: 0,
      netPaise: 0,
    })
    expect(lines).toEqual([
      dr(ACCOUNT.goodsOnCommission, 30_000),
      cr(ACCOUNT.aadat, 1_800),
      cr(loading, 34_200),
      dr(ACCOUNT.chargesWaived, 6_000),
    ])
    expect(isBalanced(lines)).toBe(true)
  })
})

describe('crates kept too long', () => {
  it('credits their lost value to Crate Charges, from the farmer on a patti and the buyer on an invoice', () => {
    // Patti: gross ₹2,500, Aadat 6% ₹150, 10 crates not returned × ₹150 = ₹1,500; net ₹850.
    const patti = postPatti({
      farmerAccountID: farmer,
      grossPaise: 250_000,
      services: [{ accountID: ACCOUNT.aadat, paise: 15_000 }],
      otherDeductions: [],
      crateChargesPaise: 150_000,
      waivedPaise: 0,
      roundOffPaise: 0,
      netPaise: 85_000,
    })
    expect(patti).toEqual([
      dr(ACCOUNT.goodsOnCommission, 250_000),
      cr(farmer, 85_000),
      cr(ACCOUNT.aadat, 15_000),
      cr(ACCOUNT.crateCharges, 150_000),
    ])
    // Invoice: goods ₹1,000 and 30 crates not returned × ₹150 = ₹4,500; total ₹5,500.
    const invoice = postInvoice({
      buyerAccountID: buyer,
      goodsPaise: 100_000,
      services: [],
      otherCharges: [],
      crateChargesPaise: 450_000,
      roundOffPaise: 0,
      totalPaise: 550_000,
    })
    expect(invoice).toEqual([
      dr(buyer, 550_000),
      cr(ACCOUNT.goodsOnCommission, 100_000),
      cr(ACCOUNT.crateCharges, 450_000),
    ])
    expect(isBalanced(patti) && isBalanced(invoice)).toBe(true)
  })
})

describe('an invoice', () => {
  it('charges the buyer the total and takes the goods out of Goods on Commission', () => {
    // Goods ₹10,000; Aadat 6% ₹600, Hamali ₹80, a 1% market fee (levy) ₹100; total ₹10,780.
    const lines = postInvoice({
      buyerAccountID: buyer,
      goodsPaise: 1_000_000,
      services: [
        { accountID: ACCOUNT.aadat, paise: 60_000 },
        { accountID: accountIDOf.service(8), paise: 8_000 },
        { accountID: levy, paise: 10_000 },
      ],
      otherCharges: [],
      roundOffPaise: 0,
      totalPaise: 1_078_000,
    })
    expect(lines).toEqual([
      dr(buyer, 1_078_000),
      cr(ACCOUNT.goodsOnCommission, 1_000_000),
      cr(ACCOUNT.aadat, 60_000),
      cr(accountIDOf.service(8), 8_000),
      cr(levy, 10_000),
    ])
  })

  it('nets Goods on Commission to zero once the patti and the invoice of the same sale exist', () => {
    const patti = postPatti({
      farmerAccountID: farmer,
      grossPaise: 1_000_000,
      services: [{ accountID: ACCOUNT.aadat, paise: 60_000 }],
      otherDeductions: [],
      waivedPaise: 0,
      roundOffPaise: 0,
      netPaise: 940_000,
    })
    const invoice = postInvoice({
      buyerAccountID: buyer,
      goodsPaise: 1_000_000,
      services: [],
      otherCharges: [{ accountID: crateRent, paise: 1_500 }],
      roundOffPaise: -500,
      totalPaise: 1_001_000,
    })
    expect(invoice).toContainEqual(dr(ACCOUNT.roundOff, 500))
    expect(isBalanced(invoice)).toBe(true)
    const goods = tidy([...patti, ...invoice]).find((l) => l.accountID === ACCOUNT.goodsOnCommission)
    expect(goods).toBeUndefined()
  })
})

describe('money', () => {
  it('a receipt debits the book it went to and credits the buyer; a payment is the mirror', () => {
    expect(postMoney(bank, buyer, 500_000, true)).toEqual([dr(bank, 500_000), cr(buyer, 500_000)])
    expect(postMoney(cash, farmer, 250_000, false)).toEqual([dr(farmer, 250_000), cr(cash, 250_000)])
  })

  it('an expense debits its head; a gate fee credits Gate Entry Fees', () => {
    expect(postMoney(cash, crateRent, 12_000, false)).toEqual([dr(crateRent, 12_000), cr(cash, 12_000)])
    expect(postMoney(cash, ACCOUNT.gateFees, 5_000, true)).toEqual([
      dr(cash, 5_000),
      cr(ACCOUNT.gateFees, 5_000),
    ])
  })

  it('a deposit moves cash to the bank', () => {
    expect(postTransfer(cash, bank, 2_000_000)).toEqual([dr(bank, 2_000_000), cr(cash, 2_000_000)])
  })

  it('a wallet counted short debits Cash Short & Excess; counted over credits it', () => {
    expect(postWalletVariance(cash, -20_000)).toEqual([cr(cash, 20_000), dr(ACCOUNT.cashShortExcess, 20_000)])
    expect(postWalletVariance(cash, 5_000)).toEqual([dr(cash, 5_000), cr(ACCOUNT.cashShortExcess, 5_000)])
    expect(postWalletVariance(cash, 0)).toEqual([])
  })

  it('a party brought in owing us is a debit against Capital; one we owe, a credit', () => {
    expect(postPartyOpening(buyer, 150_000, true)).toEqual([dr(buyer, 150_000), cr(ACCOUNT.capital, 150_000)])
    expect(postPartyOpening(farmer, 80_000, false)).toEqual([dr(ACCOUNT.capital, 80_000), cr(farmer, 80_000)])
  })
})

describe('an advance', () => {
  const onAccount = (lines: ReturnType<typeof tidy>, accountID: string) =>
    tidy(lines).find((l) => l.accountID === accountID)

  it('stays on the party until the bill it is settled against, which clears it with no voucher of its own', () => {
    // ₹5,000 in cash to a farmer before his lots are sold, then his patti of net ₹9,210.
    const advance = postMoney(cash, farmer, 500_000, false)
    expect(onAccount(advance, farmer)).toEqual(dr(farmer, 500_000))
    const patti = postPatti({
      farmerAccountID: farmer,
      grossPaise: 1_000_000,
      services: [
        { accountID: ACCOUNT.aadat, paise: 60_000 },
        { accountID: grading, paise: 10_000 },
        { accountID: loading, paise: 5_000 },
      ],
      otherDeductions: [{ accountID: crateRent, paise: 4_000 }],
      waivedPaise: 0,
      roundOffPaise: 0,
      netPaise: 921_000,
    })
    // What the Farmer Report says we owe: the net less the advance.
    expect(onAccount([...advance, ...patti], farmer)).toEqual(cr(farmer, 421_000))
    expect(isBalanced([...advance, ...patti])).toBe(true)
  })

  it('from a buyer leaves the buyer in credit, and the invoice uses it up', () => {
    // ₹20,000 by UPI ahead of the purchases, then an invoice of ₹10,780: ₹9,220 still in the buyer's credit.
    const advance = postMoney(bank, buyer, 2_000_000, true)
    expect(onAccount(advance, buyer)).toEqual(cr(buyer, 2_000_000))
    const invoice = postInvoice({
      buyerAccountID: buyer,
      goodsPaise: 1_000_000,
      services: [
        { accountID: ACCOUNT.aadat, paise: 60_000 },
        { accountID: accountIDOf.service(8), paise: 8_000 },
        { accountID: levy, paise: 10_000 },
      ],
      otherCharges: [],
      roundOffPaise: 0,
      totalPaise: 1_078_000,
    })
    expect(onAccount([...advance, ...invoice], buyer)).toEqual(cr(buyer, 922_000))
    expect(isBalanced([...advance, ...invoice])).toBe(true)
  })
})

describe('cancelling', () => {
  it('reverses every line, so the document and its cancellation net to nothing', () => {
    const lines = postMoney(cash, farmer, 250_000, false)
    expect(reversed(lines)).toEqual([cr(farmer, 250_000), dr(cash, 250_000)])
    expect(tidy([...lines, ...reversed(lines)])).toEqual([])
  })
})

describe('where a service posts', () => {
  const service = (serviceID: number, serviceName: string, partyType: number, isLevy = false) =>
    serviceAccount({ serviceID, serviceName, partyType, isLevy })

  it('both sides’ Aadat is the one commission income', () => {
    expect(service(1, 'Aadat', 1)).toEqual(service(7, 'Aadat', 2))
    expect(service(1, 'Aadat', 1)).toMatchObject({ accountID: ACCOUNT.aadat, groupName: 'Direct Incomes' })
  })

  it('hamali and loading are owed to the labourers, a levy to the market committee', () => {
    expect(service(8, 'Hamali', 2).groupName).toBe('Current Liabilities')
    expect(service(5, 'Loading / Unloading', 1).groupName).toBe('Current Liabilities')
    expect(service(10, 'Market Fee', 2, true)).toEqual({
      accountID: levy,
      accountName: 'Market Fee Payable (Buyer)',
      groupName: 'Duties & Taxes',
    })
  })

  it('any other service is income of its own, named with its side', () => {
    expect(service(6, 'Stationary', 1).accountName).not.toBe(service(9, 'Stationary', 2).accountName)
    expect(service(2, 'Machine Grading', 1)).toMatchObject({
      accountID: 'service:2',
      groupName: 'Direct Incomes',
    })
  })
})
