import { fromPaise, type GradingReportRow, TOKEN_STATUS, type TokenReportRow } from '../../contracts'
import { istTime } from '../context'
import type { Store } from '../store/store'
import { type MarketDocuments, type Sale, salesBetween, salesOfToken, tokenCrates } from './report-index'

/** The produce side of the reports: every token of the period, and the grades it was sorted into. */

const MINUTE_MS = 60 * 1000

export interface TokenReportFilters {
  companyKeyID: string
  fromDate: string
  toDate: string
  status: number | null
  productID: number | null
  transportationType: number | null
}

export function tokenReportRows(
  store: Store,
  documents: MarketDocuments,
  filters: TokenReportFilters,
): TokenReportRow[] {
  const { companyKeyID } = filters
  const rows: TokenReportRow[] = []
  for (const token of documents.tokens.between(filters.fromDate, filters.toDate)) {
    if (filters.status && token.status !== filters.status) continue
    if (filters.productID && token.productID !== filters.productID) continue
    const entry = store.vehicleEntries.get(token.vehicleEntryKeyID)
    if (filters.transportationType && entry?.transportationType !== filters.transportationType) continue
    const sales = salesOfToken(store, companyKeyID, token.tokenKeyID)
    const firstSale = sales.reduce(
      (first, s) => (first && first < s.auctionDateTime ? first : s.auctionDateTime),
      '',
    )
    const farmer = store.farmers.get(token.farmerKeyID)
    const buyers = [...new Set(sales.map((s) => store.buyers.get(s.buyerKeyID)?.firmName ?? ''))]
    rows.push({
      tokenKeyID: token.tokenKeyID,
      tokenNo: token.tokenNo,
      tokenDate: token.tokenDate,
      time: istTime(token.createdDate),
      vehicleNo: entry?.vehicleNo ?? '',
      farmerCode: farmer?.farmerCode ?? 0,
      farmerName: farmer?.farmerName ?? '',
      productName: store.products.in(companyKeyID, token.productID)?.productName ?? '',
      transportationType: entry?.transportationType ?? 0,
      crates: tokenCrates(token),
      kg: sumHundredths(sales, (s) => s.kg),
      gradingType: token.gradingType,
      status: token.status,
      buyers: buyers.sort().join(', '),
      gross: fromPaise(sales.reduce((sum, s) => sum + s.amountPaise, 0)),
      billNo: store.farmerBills.lookup('activeToken', token.tokenKeyID)[0]?.billNo ?? '',
      minutesToAuction: firstSale
        ? Math.round((Date.parse(firstSale) - Date.parse(token.createdDate)) / MINUTE_MS)
        : null,
      createdDate: token.createdDate,
    })
  }
  return rows
}

const sumHundredths = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + Math.round(value(item) * 100), 0) / 100

export interface GradingReportFilters {
  companyKeyID: string
  fromDate: string
  toDate: string
  productID: number | null
  gradingType: number | null
}

interface GradeTally {
  productID: number
  gradeID: number
  crates: number
  /** Weighed kg of the sales, and the kg estimated for crate lines never weighed. */
  kgHundredths: number
  estimatedKgHundredths: number
  amountPaise: number
  saleKg: number
  /** What the sales with a weight fetched, for the average rate. */
  weighedPaise: number
  /** Paise per quintal of the sales with a weight. */
  minRate: number
  maxRate: number
  lastActivity: string
}

/** Rates per quintal in paise: what a line fetched for its kg. */
const ratePerQuintal = (sale: Sale) => Math.round((sale.amountPaise * 100) / sale.kg)

export function gradingReportRows(
  store: Store,
  documents: MarketDocuments,
  filters: GradingReportFilters,
): GradingReportRow[] {
  const { companyKeyID, productID, gradingType } = filters
  const tallies = new Map<string, GradeTally>()
  const tallyOf = (product: number, grade: number) => {
    const key = `${product}:${grade}`
    let tally = tallies.get(key)
    if (!tally) {
      tally = {
        productID: product,
        gradeID: grade,
        crates: 0,
        kgHundredths: 0,
        estimatedKgHundredths: 0,
        amountPaise: 0,
        saleKg: 0,
        weighedPaise: 0,
        minRate: Number.POSITIVE_INFINITY,
        maxRate: 0,
        lastActivity: '',
      }
      tallies.set(key, tally)
    }
    return tally
  }
  for (const token of documents.tokens.between(filters.fromDate, filters.toDate)) {
    if (token.status === TOKEN_STATUS.Cancelled || token.grades.length === 0) continue
    if (productID && token.productID !== productID) continue
    if (gradingType && token.gradingType !== gradingType) continue
    for (const grade of token.grades) {
      const tally = tallyOf(token.productID, grade.gradeID)
      tally.crates += grade.crates
      if (token.createdDate > tally.lastActivity) tally.lastActivity = token.createdDate
    }
  }
  for (const sale of salesBetween(store, companyKeyID, documents, filters.fromDate, filters.toDate)) {
    if (productID && sale.productID !== productID) continue
    if (gradingType && store.tokens.get(sale.tokenKeyID)?.gradingType !== gradingType) continue
    const tally = tallyOf(sale.productID, sale.gradeID)
    tally.amountPaise += sale.amountPaise
    if (sale.weighed) tally.kgHundredths += Math.round(sale.kg * 100)
    else tally.estimatedKgHundredths += Math.round(sale.kg * 100)
    if (sale.kg > 0 && sale.amountPaise > 0) {
      tally.saleKg += sale.kg
      tally.weighedPaise += sale.amountPaise
      tally.minRate = Math.min(tally.minRate, ratePerQuintal(sale))
      tally.maxRate = Math.max(tally.maxRate, ratePerQuintal(sale))
    }
    if (sale.auctionDateTime > tally.lastActivity) tally.lastActivity = sale.auctionDateTime
  }
  const productCrates = new Map<number, number>()
  for (const t of tallies.values())
    productCrates.set(t.productID, (productCrates.get(t.productID) ?? 0) + t.crates)
  return [...tallies.values()].map((t) => {
    const product = store.products.in(companyKeyID, t.productID)
    const ofProduct = productCrates.get(t.productID) ?? 0
    return {
      rowKeyID: `${t.productID}:${t.gradeID}`,
      productID: t.productID,
      productName: product?.productName ?? '',
      gradeID: t.gradeID,
      gradeName: product?.grades.find((g) => g.gradeID === t.gradeID)?.gradeName ?? 'Ungraded',
      crates: t.crates,
      kg: t.kgHundredths / 100,
      estimatedKg: t.estimatedKgHundredths / 100,
      sharePercent: ofProduct > 0 ? Math.round((t.crates * 10_000) / ofProduct) / 100 : 0,
      minRate: t.saleKg > 0 ? fromPaise(t.minRate) : 0,
      maxRate: fromPaise(t.maxRate),
      averageRate: t.saleKg > 0 ? fromPaise(Math.round((t.weighedPaise * 100) / t.saleKg)) : 0,
      amount: fromPaise(t.amountPaise),
      createdDate: t.lastActivity,
    }
  })
}
