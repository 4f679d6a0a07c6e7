import type { Dashboard } from '@contracts'
import { AGEING_BUCKETS } from '@/components/money/ageing-strip'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'

type Charts = Dashboard['charts']

/**
 * One chart as data, drawn by the chart and read by its table alike: values per category (a day, a
 * product, a bucket, a buyer) for each series.
 */
export interface ChartModel {
  title: string
  /** lines: a value over days; points: several values per category; bars: one value per category. */
  kind: 'lines' | 'points' | 'bars'
  /** The table's first column head. */
  categoryHead: string
  categories: string[]
  /** A category as the chart's axis names it, where the table's full name would not fit. */
  tick: (category: string) => string
  series: { label: string; values: number[] }[]
  /** A value in the table and the chart's legend. */
  format: (value: number) => string
  /** A value on the chart's axis. */
  axis: (value: number) => string
  /** Said instead of the chart when there is nothing to draw. */
  empty: string
}

export const ARRIVAL_DAYS = 14

const asIs = (category: string) => category
const rupeesCompact = (value: number) => `₹${formatCompact(value)}`
/** dd-MM of a dd-MM-yyyy date: the fourteen days all fall within a few weeks. */
const dayAndMonth = (date: string) => date.slice(0, 5)

const DAY_MS = 24 * 60 * 60 * 1000

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** Products in the order the server lists them, each once. */
const productsOf = (rows: readonly { productID: number; productName: string }[]) => [
  ...new Map(rows.map((r) => [r.productID, r.productName])),
]

/** Quintals arrived per product on each of the last 14 days, a day without arrivals as 0. */
export function arrivalsModel(charts: Charts, today: string): ChartModel {
  const days = daysEnding(today, ARRIVAL_DAYS)
  const index = new Map(days.map((day, i) => [day, i]))
  return {
    title: 'Arrivals by product (14 days)',
    kind: 'lines',
    categoryHead: 'Date',
    categories: days.map(formatDate),
    tick: dayAndMonth,
    series: productsOf(charts.arrivals).map(([productID, productName]) => {
      const values = days.map(() => 0)
      for (const point of charts.arrivals) {
        const i = index.get(point.date)
        if (point.productID === productID && i !== undefined) values[i] = point.quintals
      }
      return { label: `${productName} (qtl)`, values }
    }),
    format: formatNumber,
    axis: formatCompact,
    empty: 'No arrivals in the last 14 days.',
  }
}

export function ratesModel(charts: Charts): ChartModel {
  return {
    title: 'Rate per quintal by product (30 days)',
    kind: 'points',
    categoryHead: 'Product',
    categories: charts.rates.map((r) => r.productName),
    tick: asIs,
    series: [
      { label: 'Min', values: charts.rates.map((r) => r.minRate) },
      { label: 'Average', values: charts.rates.map((r) => r.averageRate) },
      { label: 'Max', values: charts.rates.map((r) => r.maxRate) },
    ],
    format: formatMoney,
    axis: rupeesCompact,
    empty: 'No sales in the last 30 days.',
  }
}

export function gradeMixModel(charts: Charts): ChartModel {
  return {
    title: "Today's grade mix",
    kind: 'bars',
    categoryHead: 'Product and grade',
    categories: charts.gradeMix.map((g) => `${g.productName} ${g.gradeName}`),
    tick: asIs,
    series: [{ label: 'Crates', values: charts.gradeMix.map((g) => g.crates) }],
    format: formatNumber,
    axis: formatCompact,
    empty: 'Nothing graded today.',
  }
}

export function ageingModel(charts: Charts): ChartModel {
  const ageing = charts.receivablesAgeing
  const owed = AGEING_BUCKETS.some(([key]) => ageing[key] !== 0)
  return {
    title: 'Receivables ageing',
    kind: 'bars',
    categoryHead: 'Days since invoice',
    categories: owed ? AGEING_BUCKETS.map(([, label]) => label) : [],
    tick: asIs,
    series: [{ label: 'Outstanding', values: owed ? AGEING_BUCKETS.map(([key]) => ageing[key]) : [] }],
    format: formatMoney,
    axis: rupeesCompact,
    empty: 'Nothing is owed by buyers.',
  }
}

export function topBuyersModel(charts: Charts): ChartModel {
  return {
    title: 'Top buyers this month',
    kind: 'bars',
    categoryHead: 'Buyer',
    categories: charts.topBuyers.map((b) => b.buyerName),
    tick: asIs,
    series: [{ label: 'Purchases', values: charts.topBuyers.map((b) => b.amount) }],
    format: formatMoney,
    axis: rupeesCompact,
    empty: 'No sales this month.',
  }
}

/** The dashboard's charts, in the order they are shown. */
export const chartModels = (charts: Charts, today: string): ChartModel[] => [
  arrivalsModel(charts, today),
  ratesModel(charts),
  gradeMixModel(charts),
  ageingModel(charts),
  topBuyersModel(charts),
]
