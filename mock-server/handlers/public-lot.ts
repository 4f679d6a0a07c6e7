import {
  fromPaise,
  type PublicLot,
  RATE_UNIT,
  TROLLEY_AUCTION_STATUS,
  TROLLEY_RATE_TYPE,
  UNGRADED_LOT,
} from '../../contracts'
import type { FarmerBillRecord, TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { gradeNameOf } from './auction-lines'
import { dayRates } from './auction-rates'
import { crateChargeDeductions } from './crate-charge'

/**
 * One token as its farmer sees it: his own lot, its sales and patti, and the day's rates of its
 * product in its market. Nothing of other farmers, of staff, or of what a buyer owes; buyers only by
 * name, and only when the firm shows them.
 */

type Grade = PublicLot['grades'][number]

function trolleySales(
  store: Store,
  token: Readonly<TokenRecord>,
  buyerName: (key: string) => string | undefined,
) {
  const lots = store.trolleyAuctions
    .lookup('liveToken', token.tokenKeyID)
    .filter((lot) => lot.status !== TROLLEY_AUCTION_STATUS.Cancelled)
  return lots.map((lot) => {
    const perQuintal = lot.rateType === TROLLEY_RATE_TYPE.PerQuintal
    return {
      crates: 0,
      rate: fromPaise(perQuintal ? lot.ratePaise : lot.lumpSumPaise),
      rateUnit: perQuintal ? RATE_UNIT.PerQuintal : RATE_UNIT.LumpSum,
      amount: fromPaise(lot.amountPaise),
      ...withBuyer(buyerName(lot.buyerKeyID)),
    }
  })
}

const withBuyer = (name: string | undefined) => (name === undefined ? {} : { buyerName: name })

/** The grades as graded, each with its live sales; sales of a grade never graded (the ungraded lot) too. */
function lotGrades(
  store: Store,
  token: Readonly<TokenRecord>,
  buyerName: (key: string) => string | undefined,
) {
  const grades = new Map<number, Grade>()
  const gradeOf = (gradeID: number, crates: number) => {
    let grade = grades.get(gradeID)
    if (!grade) {
      grade = {
        gradeName: gradeNameOf(store, token.companyKeyID, token.productID, gradeID),
        crates,
        soldCrates: 0,
        sales: [],
      }
      grades.set(gradeID, grade)
    }
    return grade
  }
  for (const g of token.grades) gradeOf(g.gradeID, g.crates)
  const lines = [...store.auctionLines.lookup('liveToken', token.tokenKeyID)].sort((a, b) =>
    a.auctionDateTime.localeCompare(b.auctionDateTime),
  )
  for (const line of lines) {
    const grade = gradeOf(line.gradeID, token.grades.length === 0 ? token.declaredCrates : 0)
    grade.soldCrates += line.crates
    grade.sales.push({
      crates: line.crates,
      rate: fromPaise(line.ratePaise),
      rateUnit: line.rateUnit,
      amount: fromPaise(line.amountPaise),
      ...withBuyer(buyerName(line.buyerKeyID)),
    })
  }
  const trolley = trolleySales(store, token, buyerName)
  if (trolley.length > 0) {
    const grade = gradeOf(UNGRADED_LOT.gradeID, token.declaredCrates)
    grade.soldCrates = token.declaredCrates
    grade.sales.push(...trolley)
  }
  return [...grades.values()]
}

function patti(bill: Readonly<FarmerBillRecord> | undefined, showBuyers: boolean): PublicLot['patti'] {
  if (!bill) return null
  return {
    billNo: bill.billNo,
    billDate: bill.billDate,
    lines: bill.lines.map((line) => ({
      gradeName: line.gradeName,
      crates: line.crates,
      netWeightKg: line.weighedKg ?? line.crates * line.crateCapacityKg,
      rate: fromPaise(line.ratePaise),
      rateUnit: line.rateUnit,
      amount: fromPaise(line.amountPaise),
      ...withBuyer(showBuyers ? line.buyerName : undefined),
    })),
    grossAmount: fromPaise(bill.grossPaise),
    serviceLines: bill.serviceLines.map(({ serviceName, basis, amount }) => ({
      serviceName,
      basis,
      amount: fromPaise(amount),
    })),
    otherDeductions: [
      ...bill.otherDeductions.map(({ categoryName, amountPaise }) => ({
        categoryName,
        amount: fromPaise(amountPaise),
      })),
      ...crateChargeDeductions(bill),
    ],
    roundOff: fromPaise(bill.roundOffPaise),
    netPayable: fromPaise(bill.finalPaise),
    paidAmount: fromPaise(bill.paidPaise),
    balance: fromPaise(bill.finalPaise - bill.paidPaise),
  }
}

/** The day's rates of every grade of the product that sold in the market that day, in its default unit. */
export function productDayRates(
  store: Store,
  companyKeyID: string,
  marketKeyID: string,
  date: string,
  productID: number,
) {
  const product = store.products.in(companyKeyID, productID)
  if (!product) return []
  const gradeIDs = [UNGRADED_LOT.gradeID, ...product.grades.map((g) => g.gradeID)]
  return gradeIDs.flatMap((gradeID) => {
    const rates = dayRates(store, marketKeyID, date, product, gradeID, product.defaultRateUnit)
    if (!rates) return []
    const { lineCount: _count, ...range } = rates
    return [
      {
        gradeID,
        gradeName: gradeNameOf(store, companyKeyID, productID, gradeID),
        rateUnit: product.defaultRateUnit,
        ...range,
      },
    ]
  })
}

export function publicLot(store: Store, token: Readonly<TokenRecord>): PublicLot {
  const showBuyers = store.companies.get(token.companyKeyID)?.showBuyersToFarmers === true
  const buyerName = (key: string) => (showBuyers ? (store.buyers.get(key)?.firmName ?? '') : undefined)
  const product = store.products.in(token.companyKeyID, token.productID)
  const [bill] = store.farmerBills.lookup('activeToken', token.tokenKeyID)
  return {
    tokenNo: token.tokenNo,
    tokenDate: token.tokenDate,
    marketName: store.markets.get(token.marketKeyID)?.marketPlaceName ?? '',
    productName: product?.productName ?? '',
    productNameMr: product?.productNameMr ?? '',
    farmerName: store.farmers.get(token.farmerKeyID)?.farmerName ?? '',
    declaredCrates: token.declaredCrates,
    status: token.status,
    grades: lotGrades(store, token, buyerName),
    patti: patti(bill, showBuyers),
    rates: productDayRates(
      store,
      token.companyKeyID,
      token.marketKeyID,
      token.tokenDate,
      token.productID,
    ).map(({ gradeID: _id, ...rate }) => rate),
  }
}
