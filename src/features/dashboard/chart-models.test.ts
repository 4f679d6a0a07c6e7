import type { Dashboard } from '@contracts'
import { describe, expect, it } from 'vitest'
import { ageingModel, arrivalsModel, daysEnding } from './chart-models'

const NO_CHARTS: Dashboard['charts'] = {
  arrivals: [],
  rates: [],
  gradeMix: [],
  receivablesAgeing: { days0to7: 0, days8to15: 0, days16to30: 0, over30: 0 },
  topBuyers: [],
}

describe('daysEnding', () => {
  it('counts back across a month end, oldest first', () => {
    expect(daysEnding('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    expect(daysEnding('2026-11-21', 14)).toHaveLength(14)
    expect(daysEnding('2026-11-21', 14)[0]).toBe('2026-11-08')
  })
})

describe('arrivalsModel', () => {
  it('gives each product a value for all 14 days, 0 where nothing arrived, dates as on screen', () => {
    const model = arrivalsModel(
      {
        ...NO_CHARTS,
        arrivals: [
          { date: '2026-11-08', productID: 1, productName: 'Tomato', quintals: 12.5 },
          { date: '2026-11-21', productID: 2, productName: 'Onion', quintals: 300 },
          { date: '2026-11-21', productID: 1, productName: 'Tomato', quintals: 40 },
          // Outside the fortnight: not drawn.
          { date: '2026-11-07', productID: 1, productName: 'Tomato', quintals: 99 },
        ],
      },
      '2026-11-21',
    )
    expect(model.categories[0]).toBe('08-11-2026')
    expect(model.categories.at(-1)).toBe('21-11-2026')
    expect(model.tick(model.categories[0]!)).toBe('08-11')
    expect(model.series.map((s) => s.label)).toEqual(['Tomato (qtl)', 'Onion (qtl)'])
    const [tomato, onion] = model.series
    expect(tomato!.values).toEqual([12.5, ...Array(12).fill(0), 40])
    expect(onion!.values).toEqual([...Array(13).fill(0), 300])
  })
})

describe('ageingModel', () => {
  it('has nothing to draw when no buyer owes anything, and the four buckets otherwise', () => {
    expect(ageingModel(NO_CHARTS).categories).toEqual([])
    const owed = ageingModel({
      ...NO_CHARTS,
      receivablesAgeing: { days0to7: 0, days8to15: 0, days16to30: 0, over30: 1250.5 },
    })
    expect(owed.categories).toEqual(['0–7 days', '8–15 days', '16–30 days', 'Over 30 days'])
    expect(owed.series[0]!.values).toEqual([0, 0, 0, 1250.5])
    expect(owed.format(1250.5)).toBe('₹1,250.50')
    expect(owed.axis(12_50_000)).toBe('₹12.5L')
  })
})
