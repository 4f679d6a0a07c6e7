import type { BillLine, ServiceLine } from '@contracts'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { labelsFor } from './labels'
import { MoneyLines, serviceMoneyLines } from './money-lines'
import { SoldLines } from './sold-lines'
import { TotalsBlock } from './totals-block'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const line = (over: Partial<BillLine>): BillLine => ({
  lineKeyID: 'l1',
  tokenKeyID: 't1',
  tokenNo: 12,
  tokenDate: '2026-11-21',
  vehicleNo: 'MH15AB1234',
  farmerCode: 7,
  farmerName: 'Ramesh Pawar',
  village: 'Vinchur',
  buyerKeyID: 'b1',
  buyerCode: 1,
  buyerName: 'Jain Traders',
  productID: 1,
  productName: 'Pomegranate',
  productNameMr: 'डाळिंब',
  gradeID: 1,
  gradeName: '1 No.',
  crates: 18,
  netWeightKg: 352.4,
  estimatedWeight: false,
  rateUnit: 1,
  rate: 142,
  amount: 50_040.8,
  dayRate: { minRate: 111, averageRate: 128.4, maxRate: 160 },
  ...over,
})

describe('totals block', () => {
  const totals = (language: 'en' | 'mr') =>
    text(
      renderToStaticMarkup(
        <TotalsBlock
          labels={labelsFor(language)}
          language={language}
          rows={[{ label: 'Gross', amount: 112_522.6 }]}
          roundOff={-0.24}
          final={{ label: 'Net', amount: 104_921 }}
          settlement={[{ label: 'Balance', amount: 104_921 }]}
        />,
      ),
    )

  it('shows the round off on its own line and the final amount in figures and Indian words', () => {
    const shown = totals('en')
    expect(shown).toContain('Round Off -₹0.24')
    expect(shown).toContain('Net ₹1,04,921.00')
    expect(shown).toContain('One Lakh Four Thousand Nine Hundred Twenty One Rupees Only')
    expect(shown.indexOf('Balance')).toBeGreaterThan(shown.indexOf('Rupees Only'))
  })

  it('writes the amount in Marathi words on a Marathi document', () => {
    const shown = totals('mr')
    expect(shown).toContain('पूर्णांक')
    expect(shown).toMatch(/एक लाख चार हजार .*फक्त/)
  })
})

describe('money lines', () => {
  const charge = (over: Partial<ServiceLine>): ServiceLine => ({
    serviceID: 1,
    serviceName: 'Aadat',
    serviceType: 2,
    rate: 6,
    unit: 'percent',
    quantity: 0,
    estimated: false,
    basis: '',
    amount: 6_751.36,
    ...over,
  })
  const charges = [
    charge({}),
    charge({
      serviceID: 3,
      serviceName: 'Hand Grading',
      serviceType: 1,
      rate: 5,
      unit: 'crate',
      quantity: 72,
      amount: 360,
    }),
    charge({
      serviceID: 4,
      serviceName: 'Hamali',
      serviceType: 3,
      rate: 0.05,
      unit: 'kg',
      quantity: 3520,
      estimated: true,
      amount: 176,
    }),
    charge({ serviceID: 5, serviceName: 'Stationary', serviceType: 1, rate: 10, unit: 'bill', amount: 10 }),
    charge({
      serviceID: 6,
      serviceName: 'Unloading',
      serviceType: 1,
      rate: 200,
      unit: 'trolley',
      quantity: 1,
      amount: 200,
    }),
    charge({
      serviceID: 7,
      serviceName: 'Weighing',
      serviceType: 1,
      rate: 50,
      unit: 'trolley',
      quantity: 2,
      amount: 100,
    }),
  ]
  const bases = (language: 'en' | 'mr') => serviceMoneyLines(charges, labelsFor(language)).map((l) => l.label)

  it('prints each charge by its basis and closes with the total; nothing when there is nothing', () => {
    const lines = serviceMoneyLines(charges.slice(0, 2), labelsFor('en'))
    const shown = text(
      renderToStaticMarkup(
        <MoneyLines caption="Deductions" lines={lines} total={{ label: 'Total', amount: 7_111.36 }} />,
      ),
    )
    expect(shown).toBe('Deductions Aadat 6% ₹6,751.36 Hand Grading ₹5 × 72 ₹360.00 Total ₹7,111.36')
    expect(renderToStaticMarkup(<MoneyLines caption="Deductions" lines={[]} />)).toBe('')
  })

  it('words each basis in the document’s language and keeps service names as typed', () => {
    expect(bases('en')).toEqual([
      'Aadat 6%',
      'Hand Grading ₹5 × 72',
      'Hamali ₹0.05 × 3,520 kg (estimated)',
      'Stationary ₹10 per bill',
      'Unloading ₹200 × 1 trolley',
      'Weighing ₹50 × 2 trolleys',
    ])
    expect(bases('mr')).toEqual([
      'Aadat 6%',
      'Hand Grading ₹5 × 72',
      'Hamali ₹0.05 × 3,520 किलो (अंदाजे)',
      'Stationary ₹10 प्रति बिल',
      'Unloading ₹200 × 1 ट्रॉली',
      'Weighing ₹50 × 2 ट्रॉली',
    ])
  })
})

describe('sold lines', () => {
  const lines = [
    line({}),
    line({ lineKeyID: 'l2', gradeName: '2 No.', crates: 24, netWeightKg: 468, rate: 96, amount: 44_928 }),
    line({
      lineKeyID: 'l3',
      tokenKeyID: 't2',
      tokenNo: 13,
      crates: 10,
      netWeightKg: 200,
      estimatedWeight: true,
      rateUnit: 2,
      rate: 250.5,
      amount: 2_505,
      dayRate: null,
    }),
  ]

  it('shows rates with their unit, the day rates, and sub-totals per token summed exactly', () => {
    const html = renderToStaticMarkup(
      <SoldLines lines={lines} labels={labelsFor('en')} language="en" thermal={false} dayRates subtotals />,
    )
    const shown = text(html)
    expect(shown).toContain('₹142/kg')
    expect(shown).toContain('₹250.5/crate')
    expect(shown).toContain('111 / 128.4 / 160')
    expect(shown).toContain('Sub-total T-012 42 820.4 ₹94,968.80')
    expect(shown).toContain('Sub-total T-013 10 200 ₹2,505.00')
    expect(shown).toContain('200* ')
    expect(shown).toContain('* Estimated weight')
  })

  it('names each lot by farmer code and village when asked (the invoice), and lines up the sub-total', () => {
    const shown = text(
      renderToStaticMarkup(
        <SoldLines lines={lines} labels={labelsFor('en')} language="en" thermal={false} subtotals farmers />,
      ),
    )
    expect(shown).toContain('Token Farmer Product')
    expect(shown).toContain('T-012 7 · Vinchur Pomegranate 1 No. 18 352.4 ₹142/kg ₹50,040.80')
    expect(shown).toContain('Sub-total T-012 42 820.4 ₹94,968.80')
    expect(
      text(
        renderToStaticMarkup(
          <SoldLines lines={lines} labels={labelsFor('en')} language="en" thermal={false} />,
        ),
      ),
    ).not.toContain('Vinchur')
  })

  it('names the product in Marathi on a Marathi document, grades as typed', () => {
    const shown = text(
      renderToStaticMarkup(<SoldLines lines={lines} labels={labelsFor('mr')} language="mr" thermal />),
    )
    expect(shown).toContain('डाळिंब 1 No.')
    expect(shown).toContain('₹142/किलो')
    expect(shown).not.toContain('Sub-total')
  })
})
