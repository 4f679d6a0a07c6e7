import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  billTotals,
  DOCUMENT_PREFIX,
  divideHalfUp,
  documentNo,
  documentSequence,
  documentSeries,
  farmerServiceCharges,
  indianNumber,
  paymentStatusOf,
  roundToRupee,
  SERVICE_TYPE,
  type ServiceCharge,
  type SoldLine,
  waiverFor,
} from '.'

const { Fixed, Percentage, PerKG } = SERVICE_TYPE
const CRATES = 1
const TROLLEY = 2
const MACHINE = 1
const HAND = 2
const NONE = 0

const charge = (
  serviceID: number,
  serviceName: string,
  serviceType: ServiceCharge['serviceType'],
  rate: number,
  perBill = false,
): Omit<ServiceCharge, 'gradingType'> => ({ serviceID, serviceName, serviceType, rate, perBill })

/** The farmer's default services of a crate market, grading priced per crate. */
const farmerCrateServices = (aadatPct: number) =>
  farmerServiceCharges([
    charge(1, 'Aadat', Percentage, aadatPct),
    charge(2, 'Machine Grading', Fixed, 10),
    charge(3, 'Hand Grading', Fixed, 5),
    charge(4, 'Farmer Grading', Fixed, 0),
    charge(5, 'Loading / Unloading', Fixed, 4),
    charge(6, 'Stationary', Fixed, 10, true),
  ])

const line = (
  amount: number,
  crates: number,
  netWeightKg: number | null,
  gradingType = MACHINE,
): SoldLine => ({
  amount,
  crates,
  netWeightKg,
  crateCapacityKg: 20,
  gradingType,
})

const charges = (lines: { serviceName: string; basis: string; amount: number }[]) =>
  lines.map(({ serviceName, basis, amount }) => [serviceName, basis, amount])

describe('worked example A: pomegranate crates, machine graded', () => {
  // 352.40 kg × ₹142, 468.00 × ₹96, 229.80 × ₹61, 110.50 × ₹32.
  const lines = [
    line(5_004_080, 18, 352.4),
    line(4_492_800, 24, 468),
    line(1_401_780, 12, 229.8),
    line(353_600, 6, 110.5),
  ]
  const bill = billTotals('farmer', CRATES, lines, farmerCrateServices(6), [])

  it('adds the gross of the lines', () => {
    expect(bill.grossPaise).toBe(11_252_260)
    expect(bill.totalCrates).toBe(60)
    expect(bill.totalKgHundredths).toBe(116_070)
  })

  it('charges Aadat on the gross, machine grading and loading per crate, stationary once', () => {
    expect(charges(bill.serviceLines)).toEqual([
      ['Aadat', 'Aadat 6%', 675_136],
      ['Machine Grading', 'Machine Grading ₹10 × 60', 60_000],
      ['Loading / Unloading', 'Loading / Unloading ₹4 × 60', 24_000],
      ['Stationary', 'Stationary ₹10 per bill', 1_000],
    ])
    expect(bill.servicesPaise).toBe(760_136)
  })

  it('pays ₹1,04,921.00 after a round off of −0.24', () => {
    expect(bill.unroundedPaise).toBe(10_492_124)
    expect(bill.roundOffPaise).toBe(-24)
    expect(bill.finalPaise).toBe(10_492_100)
    expect(bill.estimatedWeight).toBe(false)
  })
})

describe('worked example B: an onion trolley of 3,520 kg at ₹1,851/qtl', () => {
  const lines = [line(6_515_520, 0, 3520, NONE)]

  it('pays the farmer ₹64,934.00 (Aadat 0%, loading per kg, stationary)', () => {
    const services = farmerServiceCharges([
      charge(1, 'Aadat', Percentage, 0),
      charge(2, 'Machine Grading', Fixed, 10),
      charge(5, 'Loading / Unloading', PerKG, 0.06),
      charge(6, 'Stationary', Fixed, 10, true),
    ])
    const bill = billTotals('farmer', TROLLEY, lines, services, [])
    expect(bill.grossPaise).toBe(6_515_520)
    expect(charges(bill.serviceLines)).toEqual([
      ['Loading / Unloading', 'Loading / Unloading ₹0.06 × 3,520 kg', 21_120],
      ['Stationary', 'Stationary ₹10 per bill', 1_000],
    ])
    expect(bill.roundOffPaise).toBe(0)
    expect(bill.finalPaise).toBe(6_493_400)
  })

  it('charges the buyer ₹69,251.00 after a round off of +0.49', () => {
    const services = [
      charge(7, 'Aadat', Percentage, 6),
      charge(8, 'Hamali', PerKG, 0.05),
      charge(9, 'Stationary', Fixed, 10, true),
    ]
    const bill = billTotals('buyer', TROLLEY, lines, services, [])
    expect(charges(bill.serviceLines)).toEqual([
      ['Aadat', 'Aadat 6%', 390_931],
      ['Hamali', 'Hamali ₹0.05 × 3,520 kg', 17_600],
      ['Stationary', 'Stationary ₹10 per bill', 1_000],
    ])
    expect(bill.unroundedPaise).toBe(6_925_051)
    expect(bill.roundOffPaise).toBe(49)
    expect(bill.finalPaise).toBe(6_925_100)
  })
})

describe('edges', () => {
  it('leaves a 0% Aadat and a ₹0 grading off the bill', () => {
    const bill = billTotals('farmer', CRATES, [line(100_000, 10, 200, 3)], farmerCrateServices(0), [])
    expect(bill.serviceLines.map((s) => s.serviceName)).toEqual(['Loading / Unloading', 'Stationary'])
  })

  it('takes the whole gross at 100%, leaving a negative net that a waiver brings to exactly 0', () => {
    const bill = billTotals(
      'farmer',
      CRATES,
      [line(123_456, 12, 240, HAND)],
      farmerCrateServices(100),
      [5_000],
    )
    expect(bill.serviceLines[0]).toMatchObject({ basis: 'Aadat 100%', amount: 123_456 })
    // 60 hand grading + 48 loading + 10 stationary + 50 other = 168.00 over the gross.
    expect(bill.unroundedPaise).toBe(-16_800)
    expect(bill.finalPaise).toBe(-16_800)
    expect(waiverFor(bill.unroundedPaise)).toBe(16_800)
  })

  it('rounds a negative net half-up away from zero; a waiver covers its unrounded shortfall, nothing on a positive net', () => {
    const bill = billTotals('farmer', CRATES, [line(1_050, 1, 20, NONE)], farmerCrateServices(0), [2_400])
    // 10.50 − 4 loading − 10 stationary − 24 other = −27.50 → −28.00.
    expect([bill.unroundedPaise, bill.roundOffPaise, bill.finalPaise]).toEqual([-2_750, -50, -2_800])
    expect(waiverFor(-2_750)).toBe(2_750)
    const paid = billTotals('farmer', CRATES, [line(100_000, 1, 20)], farmerCrateServices(0), [])
    expect(waiverFor(paid.unroundedPaise)).toBe(0)
  })

  it('charges a lump-sum trolley per kg on its net weight and per trolley for fixed charges', () => {
    const services = [
      charge(7, 'Aadat', Percentage, 6),
      charge(8, 'Hamali', Fixed, 150),
      charge(10, 'Weighing', PerKG, 0.01),
    ]
    const bill = billTotals('buyer', TROLLEY, [line(5_000_000, 0, 4_012.5, NONE)], services, [])
    expect(charges(bill.serviceLines)).toEqual([
      ['Aadat', 'Aadat 6%', 300_000],
      ['Hamali', 'Hamali ₹150 × 1 trolley', 15_000],
      ['Weighing', 'Weighing ₹0.01 × 4,012.5 kg', 4_013],
    ])
    expect(bill.finalPaise).toBe(5_319_000)
  })

  it('estimates an unweighed per-crate line at crates × crate capacity and says so', () => {
    // 72 tomato crates at ₹250 a crate, never weighed: 72 × 20 kg.
    const services = [charge(8, 'Hamali', PerKG, 0.05), charge(11, 'Hand Grading', Fixed, 5)]
    const bill = billTotals('buyer', CRATES, [line(1_800_000, 72, null, HAND)], services, [])
    expect(bill.estimatedWeight).toBe(true)
    expect(bill.totalKgHundredths).toBe(144_000)
    expect(charges(bill.serviceLines)).toEqual([
      ['Hamali', 'Hamali ₹0.05 × 1,440 kg (estimated)', 7_200],
      ['Hand Grading', 'Hand Grading ₹5 × 72', 36_000],
    ])
  })

  it('charges one grading service per token, by how the token was graded', () => {
    const lines = [line(200_000, 30, 600, MACHINE), line(100_000, 20, 400, HAND), line(50_000, 10, 200, NONE)]
    const bill = billTotals('farmer', CRATES, lines, farmerCrateServices(0), [])
    expect(charges(bill.serviceLines)).toEqual([
      ['Machine Grading', 'Machine Grading ₹10 × 30', 30_000],
      ['Hand Grading', 'Hand Grading ₹5 × 20', 10_000],
      ['Loading / Unloading', 'Loading / Unloading ₹4 × 60', 24_000],
      ['Stationary', 'Stationary ₹10 per bill', 1_000],
    ])
  })

  it('takes a group invoice percentage on the group total, not line by line', () => {
    // 6% of ₹100.05 rounds to 6.00 on each line alone, but 6% of ₹200.10 is 12.006 → 12.01.
    const group = billTotals(
      'buyer',
      CRATES,
      [line(10_005, 1, 20), line(10_005, 1, 20)],
      [charge(7, 'Aadat', Percentage, 6)],
      [],
    )
    expect(group.servicesPaise).toBe(1_201)
  })

  it('adds other charges to a buyer total and deducts other deductions from a farmer net', () => {
    const lines = [line(100_000, 10, 200)]
    expect(billTotals('buyer', CRATES, lines, [], [2_500, 1_000]).finalPaise).toBe(103_500)
    expect(billTotals('farmer', CRATES, lines, [], [2_500, 1_000]).finalPaise).toBe(96_500)
  })

  it('carries ₹99,99,999.99 exactly to the paisa', () => {
    const lines = [line(999_999_999, 500, 10_000)]
    const buyer = billTotals('buyer', CRATES, lines, [], [])
    expect([buyer.grossPaise, buyer.roundOffPaise, buyer.finalPaise]).toEqual([999_999_999, 1, 1_000_000_000])
    const farmer = billTotals('farmer', CRATES, lines, farmerCrateServices(6), [])
    // 6% of ₹99,99,999.99 is ₹5,99,999.9994, charged as ₹6,00,000.00.
    expect(farmer.serviceLines[0]?.amount).toBe(60_000_000)
    expect(farmer.unroundedPaise).toBe(999_999_999 - 60_000_000 - 500_000 - 200_000 - 1_000)
  })
})

describe('rounding', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [-5, 10, -1],
    [-4, 10, 0],
  ])('divides %i by %i to %i, half-up away from zero', (n, d, expected) => {
    expect(divideHalfUp(n, d)).toBe(expected)
  })

  it('rounds paise to the rupee half-up', () => {
    expect([roundToRupee(10_492_124), roundToRupee(6_925_051), roundToRupee(150), roundToRupee(149)]).toEqual(
      [10_492_100, 6_925_100, 200, 100],
    )
  })
})

describe('document numbers', () => {
  it('number per financial year, 1 April to 31 March', () => {
    expect(documentNo(DOCUMENT_PREFIX.FarmerBill, '2026-11-21', 1)).toBe('F/26-27/00001')
    expect(documentNo(DOCUMENT_PREFIX.BuyerBill, '2027-03-31', 42)).toBe('B/26-27/00042')
    expect(documentNo(DOCUMENT_PREFIX.Payment, '2027-04-01', 7)).toBe('PV/27-28/00007')
    expect(documentNo(DOCUMENT_PREFIX.Expense, '2026-03-31', 99_999)).toBe('EX/25-26/99999')
  })

  it('count in a series per market, kind and year, and read back the sequence', () => {
    expect(documentSeries('m1', 'F', '2026-04-01')).toBe(documentSeries('m1', 'F', '2027-03-31'))
    expect(documentSeries('m1', 'F', '2026-04-01')).not.toBe(documentSeries('m1', 'F', '2026-03-31'))
    expect(documentSeries('m1', 'F', '2026-04-01')).not.toBe(documentSeries('m1', 'B', '2026-04-01'))
    expect(documentSeries('m1', 'F', '2026-04-01')).not.toBe(documentSeries('m2', 'F', '2026-04-01'))
    expect(documentSequence('RV/26-27/00042')).toBe(42)
  })
})

describe('amount in words, Indian system', () => {
  it.each([
    [10_492_100, 'One Lakh Four Thousand Nine Hundred Twenty One Rupees Only'],
    [6_925_100, 'Sixty Nine Thousand Two Hundred Fifty One Rupees Only'],
    [10_492_124, 'One Lakh Four Thousand Nine Hundred Twenty One Rupees And Twenty Four Paise Only'],
    [
      999_999_999,
      'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only',
    ],
    [1_000_000_000, 'One Crore Rupees Only'],
    [
      12_345_678_900,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees Only',
    ],
    [100, 'One Rupee Only'],
    [49, 'Forty Nine Paise Only'],
    [0, 'Zero Rupees Only'],
    [-1_680_000, 'Minus Sixteen Thousand Eight Hundred Rupees Only'],
  ])('%i paise in English', (paise, words) => {
    expect(amountInWords(paise, 'en')).toBe(words)
  })

  it.each([
    [10_492_100, 'एक लाख चार हजार नऊशे एकवीस रुपये फक्त'],
    [6_493_400, 'चौसष्ठ हजार नऊशे चौतीस रुपये फक्त'],
    [6_925_100, 'एकोणसत्तर हजार दोनशे एक्कावन्न रुपये फक्त'],
    [10_492_124, 'एक लाख चार हजार नऊशे एकवीस रुपये आणि चोवीस पैसे फक्त'],
    [999_999_999, 'नव्व्याण्णव लाख नव्व्याण्णव हजार नऊशे नव्व्याण्णव रुपये आणि नव्व्याण्णव पैसे फक्त'],
    [1_000_000_000, 'एक कोटी रुपये फक्त'],
    [10_000, 'शंभर रुपये फक्त'],
    [10_100, 'एकशे एक रुपये फक्त'],
    [110_000, 'एक हजार शंभर रुपये फक्त'],
    [10_010_000, 'एक लाख शंभर रुपये फक्त'],
    [1_000_010_000, 'एक कोटी शंभर रुपये फक्त'],
    [100, 'एक रुपया फक्त'],
    [49, 'एकोणपन्नास पैसे फक्त'],
  ])('%i paise in Marathi', (paise, words) => {
    expect(amountInWords(paise, 'mr')).toBe(words)
  })
})

describe('payment status', () => {
  it.each([
    [10_000, 0, 1],
    [10_000, 2_500, 2],
    [10_000, 10_000, 3],
    [0, 0, 3],
    [-5_000, 0, 1],
  ])('of %i paise with %i settled is %i', (amount, settled, status) => {
    expect(paymentStatusOf(amount, settled)).toBe(status)
  })
})

describe('Indian digit grouping', () => {
  it.each([0, 5, 0.05, 72, 999, 1000, 3520, 4012.5, 12_345.67, 1_04_921, 99_99_999.99, 1_00_00_000, -16_800])(
    'writes %s as Intl en-IN does',
    (value) => {
      expect(indianNumber(value)).toBe(
        new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value),
      )
    },
  )
})
