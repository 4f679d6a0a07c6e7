import { PAYMENT_STATUS } from '../money-codes'
import { TRANSPORT } from './entry'
import { divideHalfUp, roundToRupee, toHundredths } from './money'
import { lineKgHundredths } from './sold-quantities'

/**
 * The farmer's patti and the buyer's invoice, computed in integer paise: every charge line rounded
 * half-up to the paisa, only the final amount rounded to the rupee on its own Round Off line. The
 * server makes and saves every bill with them; screens and prints show the figures it answers.
 */

export const SERVICE_TYPE = { Fixed: 1, Percentage: 2, PerKG: 3 } as const
export type ServiceType = (typeof SERVICE_TYPE)[keyof typeof SERVICE_TYPE]

/**
 * The grading service a token's grading type charges (Machine, Hand, Farmer Grading); a token not
 * graded (None) pays none. System services keep these IDs in every firm.
 */
export const GRADING_SERVICE_ID: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: 4 }

/** One sold line on a bill: a graded lot's sale to one buyer, or a whole trolley. */
export interface SoldLine {
  /** What the sale fixed, in paise. */
  amount: number
  /** Crates sold on the line (0 on a trolley). */
  crates: number
  /** Net kg as weighed; null when the line was never weighed. */
  netWeightKg: number | null
  /** What a crate of the product holds: an unweighed line's kg are estimated from it. */
  crateCapacityKg: number
  /** How the line's token was graded: the farmer's grading service depends on it. */
  gradingType: number
}

/** A service as the bill snapshots it from the market's default services. */
export interface ServiceCharge {
  serviceID: number
  serviceName: string
  serviceType: ServiceType
  /** Rupees per unit (Fixed), percent (Percentage) or rupees per kg (PerKG), at most 2 decimals. */
  rate: number
  /** A Fixed charge taken once per bill (Stationary) instead of per crate or trolley. */
  perBill: boolean
  /** Charged only on lines of tokens graded this way (the grading services); absent: every line. */
  gradingType?: number
}

/** What a charge is counted on: a share of the gross, per kg, once per bill, per crate or per trolley. */
export type ChargeUnit = 'percent' | 'kg' | 'bill' | 'crate' | 'trolley'
export const CHARGE_UNITS = ['percent', 'kg', 'bill', 'crate', 'trolley'] as const satisfies ChargeUnit[]

/** A charge as the document prints it, with the basis that explains it ("Hand Grading ₹5 × 72"). */
export interface ChargeLine {
  serviceID: number
  serviceName: string
  serviceType: ServiceType
  rate: number
  unit: ChargeUnit
  /** Kg, crates or trolleys the rate was counted on; 0 for a percentage or a per-bill charge. */
  quantity: number
  /** The kg were partly estimated from crates. */
  estimated: boolean
  /** The basis in English (chargeBasis), as lists and messages show it. */
  basis: string
  /** Paise. */
  amount: number
}

export interface BillTotals {
  /** Σ line amounts, paise. */
  grossPaise: number
  serviceLines: ChargeLine[]
  servicesPaise: number
  /** Σ other deductions (farmer) or other charges (buyer), paise. */
  otherPaise: number
  totalCrates: number
  /** Trolley lots on the bill (each is one trolley). */
  totalTrolleys: number
  /** Net kg in hundredths (weighed, or estimated for unweighed crate lines). */
  totalKgHundredths: number
  /** Some line's kg were estimated from its crates, so per-kg charges are estimates. */
  estimatedWeight: boolean
  /** Net (farmer) or total (buyer) before the round off, paise. */
  unroundedPaise: number
  roundOffPaise: number
  /** Net payable to the farmer or total due from the buyer, whole rupees in paise. */
  finalPaise: number
}

export type BillSide = 'farmer' | 'buyer'

/**
 * A number of at most two decimals with Indian digit grouping (3,520 · 1,04,921.5), as
 * `Intl.NumberFormat('en-IN')` writes it; by hand because bills are made by the thousand (the seed's
 * history) and Intl formatting would be most of their cost.
 */
export function indianNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.')
  const head = whole.slice(0, -3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

const rupeesText = (rupees: number) => `₹${indianNumber(rupees)}`

/** The words a charge's basis needs, in one language; service names stay as the firm typed them. */
export interface BasisWords {
  kg: string
  estimated: string
  perBill: string
  trolley: string
  trolleys: string
}

export const BASIS_WORDS_EN: BasisWords = {
  kg: 'kg',
  estimated: '(estimated)',
  perBill: 'per bill',
  trolley: 'trolley',
  trolleys: 'trolleys',
}

/**
 * Why a charge comes to its amount, in the language of `words`: "Aadat 6%", "Hand Grading ₹5 × 72"
 * (crates), "Hamali ₹0.05 × 3,520 kg (estimated)", "Stationary ₹10 per bill", "Unloading ₹200 × 1 trolley".
 */
export function chargeBasis(
  charge: Pick<ChargeLine, 'serviceName' | 'rate' | 'unit' | 'quantity' | 'estimated'>,
  words: BasisWords = BASIS_WORDS_EN,
): string {
  const { serviceName, rate, quantity } = charge
  switch (charge.unit) {
    case 'percent':
      return `${serviceName} ${indianNumber(rate)}%`
    case 'kg':
      return `${serviceName} ${rupeesText(rate)} × ${indianNumber(quantity)} ${words.kg}${charge.estimated ? ` ${words.estimated}` : ''}`
    case 'bill':
      return `${serviceName} ${rupeesText(rate)} ${words.perBill}`
    case 'trolley':
      return `${serviceName} ${rupeesText(rate)} × ${indianNumber(quantity)} ${quantity === 1 ? words.trolley : words.trolleys}`
    default:
      return `${serviceName} ${rupeesText(rate)} × ${indianNumber(quantity)}`
  }
}

interface Quantities {
  gross: number
  crates: number
  trolleys: number
  kgHundredths: number
  estimated: boolean
}

function quantities(lines: readonly SoldLine[], transportationType: number): Quantities {
  const totals: Quantities = { gross: 0, crates: 0, trolleys: 0, kgHundredths: 0, estimated: false }
  for (const line of lines) {
    totals.gross += line.amount
    totals.crates += line.crates
    if (transportationType === TRANSPORT.Trolley) totals.trolleys += 1
    totals.kgHundredths += lineKgHundredths(line)
    if (line.netWeightKg === null) totals.estimated = true
  }
  return totals
}

function serviceLine(
  service: ServiceCharge,
  scope: Quantities,
  transportationType: number,
): ChargeLine | null {
  const { serviceName, rate } = service
  const ratePaise = toHundredths(rate)
  const trolley = transportationType === TRANSPORT.Trolley
  let amount: number
  let unit: ChargeUnit
  let quantity = 0
  if (service.serviceType === SERVICE_TYPE.Percentage) {
    amount = divideHalfUp(scope.gross * toHundredths(rate), 100 * 100)
    unit = 'percent'
  } else if (service.serviceType === SERVICE_TYPE.PerKG) {
    amount = divideHalfUp(ratePaise * scope.kgHundredths, 100)
    unit = 'kg'
    quantity = scope.kgHundredths / 100
  } else if (service.perBill) {
    amount = ratePaise
    unit = 'bill'
  } else {
    quantity = trolley ? scope.trolleys : scope.crates
    amount = ratePaise * quantity
    unit = trolley ? 'trolley' : 'crate'
  }
  if (amount === 0) return null
  const estimated = unit === 'kg' && scope.estimated
  const basis = chargeBasis({ serviceName, rate, unit, quantity, estimated })
  return {
    serviceID: service.serviceID,
    serviceName,
    serviceType: service.serviceType,
    rate,
    unit,
    quantity,
    estimated,
    basis,
    amount,
  }
}

/**
 * A patti (side `farmer`: net = gross − services − other deductions) or an invoice (side `buyer`:
 * total = goods + services + other charges). Percentage charges apply once to the bill's gross, PerKG to
 * its net kg, Fixed per crate or per trolley (or once, for a per-bill service); a group invoice is the
 * same computation over all of its lines. A service limited to a grading type charges only the lines of
 * tokens graded that way. Lines whose charge comes to 0 are left off.
 */
export function billTotals(
  side: BillSide,
  transportationType: number,
  lines: readonly SoldLine[],
  services: readonly ServiceCharge[],
  otherAmounts: readonly number[],
): BillTotals {
  const all = quantities(lines, transportationType)
  const serviceLines: ChargeLine[] = []
  for (const service of services) {
    const scope =
      service.gradingType === undefined
        ? all
        : quantities(
            lines.filter((line) => line.gradingType === service.gradingType),
            transportationType,
          )
    const line = serviceLine(service, scope, transportationType)
    if (line) serviceLines.push(line)
  }
  const servicesPaise = serviceLines.reduce((sum, line) => sum + line.amount, 0)
  const otherPaise = otherAmounts.reduce((sum, amount) => sum + amount, 0)
  const unroundedPaise =
    side === 'farmer' ? all.gross - servicesPaise - otherPaise : all.gross + servicesPaise + otherPaise
  const finalPaise = roundToRupee(unroundedPaise)
  return {
    grossPaise: all.gross,
    serviceLines,
    servicesPaise,
    otherPaise,
    totalCrates: all.crates,
    totalTrolleys: all.trolleys,
    totalKgHundredths: all.kgHundredths,
    estimatedWeight: all.estimated,
    unroundedPaise,
    roundOffPaise: finalPaise - unroundedPaise,
    finalPaise,
  }
}

/**
 * The services a farmer's bill charges: every farmer service, except that a grading service is
 * charged only on tokens graded its way (so a bill carries exactly one grading line per grading type
 * present, and none for ungraded tokens).
 */
export function farmerServiceCharges(
  services: readonly Omit<ServiceCharge, 'gradingType'>[],
): ServiceCharge[] {
  const gradingTypeOf = new Map(Object.entries(GRADING_SERVICE_ID).map(([type, id]) => [id, Number(type)]))
  return services.map((service) => {
    const gradingType = gradingTypeOf.get(service.serviceID)
    return gradingType === undefined ? service : { ...service, gradingType }
  })
}

/**
 * What an admin waives on a patti whose net came out negative (a price crash): exactly enough charges
 * to bring the net to 0, so nothing is left to round; nothing on a patti that pays the farmer.
 */
/**
 * A patti's Total Deductions as it prints: its service charges and other deductions less what was
 * waived. The round off is not a deduction here; it keeps its own line between this and the net.
 */
export const pattiTotalDeductionsPaise = (bill: {
  servicesPaise: number
  otherPaise: number
  waivedPaise: number
}): number => bill.servicesPaise + bill.otherPaise - bill.waivedPaise

export const waiverFor = (unroundedNetPaise: number): number =>
  unroundedNetPaise < 0 ? -unroundedNetPaise : 0

/** Unpaid, Partial or Paid: how much of a bill's amount (paise) has been settled. */
export function paymentStatusOf(
  amountPaise: number,
  settledPaise: number,
): (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS] {
  if (settledPaise >= amountPaise && amountPaise >= 0) return PAYMENT_STATUS.Paid
  return settledPaise > 0 ? PAYMENT_STATUS.Partial : PAYMENT_STATUS.Unpaid
}
