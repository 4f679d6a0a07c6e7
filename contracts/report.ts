import * as v from 'valibot'
import { endpoint, listRequest, optionalKeyFilter, optionalPick } from './core'
import { DuesSchema } from './ledger'
import { BUYER_TYPES } from './list-filter-values'
import { moneyKey } from './money'
import { MODULE } from './role'
import {
  ACCOUNTANT_REPORT_SORT_COLUMNS,
  BUYER_DETAIL_REPORT_SORT_COLUMNS,
  BUYER_REPORT_SORT_COLUMNS,
  EMPLOYEE_REPORT_SORT_COLUMNS,
  FARMER_DETAIL_REPORT_SORT_COLUMNS,
  FARMER_REPORT_SORT_COLUMNS,
  GRADING_REPORT_SORT_COLUMNS,
  TOKEN_REPORT_SORT_COLUMNS,
} from './value-lists'

/**
 * The market's reports, derived from its documents on every call. Each is a paged list over one market
 * whose `responseData.totals` are over every row the filter selects, not only the page. Amounts in ₹,
 * weights in kg or quintals as named; `fromDate`/`toDate` (inclusive) select the documents' days, and
 * an empty bound is open. How each report's totals reconcile with the documents: docs/reports.md.
 */

export const REPORT_MESSAGES = {
  farmerNotFound: 'Farmer not found.',
  buyerNotFound: 'Buyer not found.',
} as const

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`))))
const optionalFlag = v.optional(v.nullable(v.boolean()), null)

/** One service's deduction on a farmer's pattis (commission, hamali, weighing…). */
export const ServiceAmountSchema = v.object({
  serviceID: v.number(),
  serviceName: v.string(),
  amount: v.number(),
})

// Farmer Report

export const FarmerReportRequestSchema = listRequest(FARMER_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  talukaID: optionalPick,
  village: optionalText(100),
  /** Only farmers who brought this product; their tokens, crates and pattis are those of it. */
  productID: optionalPick,
  /** Only farmers we still owe (balance not zero on `toDate`). */
  withBalance: optionalFlag,
})

/**
 * Per farmer: tokens and crates brought in the period (cancelled tokens left out), the period's active
 * pattis (quintals sold, gross, each deduction, net), the period's payments (PV, active), and what we
 * owe the farmer: `opening` before the period and `balance` at its end. Every row adds up on its face
 * (contracts/rules/farmer-report.ts): deductions = Σ serviceDeductions + otherDeductions + roundOff +
 * waived; net = gross − deductions; balance = opening + net − paid. Totals: `tokens, crates, quintals,
 * opening, gross, otherDeductions, roundOff, waived, deductions, net, paid, balance` and `service<ID>`
 * per service, each the sum of the rows.
 */
export const FarmerReportRowSchema = v.object({
  farmerKeyID: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  village: v.string(),
  tokens: v.number(),
  crates: v.number(),
  quintals: v.number(),
  /** What we owed the farmer before `fromDate` (0 with no start). */
  opening: v.number(),
  gross: v.number(),
  serviceDeductions: v.array(ServiceAmountSchema),
  /** Other deductions typed on the pattis. */
  otherDeductions: v.number(),
  /** What rounding the nets to whole rupees took off (negative when it added). */
  roundOff: v.number(),
  /** Charges waived on negative pattis, a negative deduction. */
  waived: v.number(),
  deductions: v.number(),
  net: v.number(),
  paid: v.number(),
  balance: v.number(),
  /** The farmer's last token, patti or payment in the period, for the default order. */
  createdDate: v.string(),
})
export type FarmerReportRow = v.InferOutput<typeof FarmerReportRowSchema>

// Farmer Detail

export const FarmerDetailReportRequestSchema = listRequest(FARMER_DETAIL_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  farmerKeyID: moneyKey,
})

/** A sold line as the bill printed it. */
export const ReportSaleLineSchema = v.object({
  tokenNo: v.number(),
  productName: v.string(),
  gradeName: v.string(),
  /** The buyer on a patti's line, the farmer on an invoice's. */
  partyName: v.string(),
  crates: v.number(),
  kg: v.number(),
  /** ₹ per the line's rate unit. */
  rate: v.number(),
  rateUnit: v.number(),
  amount: v.number(),
})
export type ReportSaleLine = v.InferOutput<typeof ReportSaleLineSchema>

/**
 * The farmer's pattis (with their lines) and payments in the period, in date order, with the balance
 * we owe after each. Totals: `opening, gross, deductions, net, payments, closing` (closing = opening +
 * net − payments).
 */
export const FarmerDetailRowSchema = v.object({
  rowKeyID: v.string(),
  kind: v.picklist(['Patti', 'Payment']),
  date: v.string(),
  documentNo: v.string(),
  documentKeyID: v.string(),
  tokenNos: v.string(),
  crates: v.number(),
  kg: v.number(),
  gross: v.number(),
  deductions: v.number(),
  net: v.number(),
  payment: v.number(),
  balance: v.number(),
  lines: v.array(ReportSaleLineSchema),
  createdDate: v.string(),
})
export type FarmerDetailRow = v.InferOutput<typeof FarmerDetailRowSchema>

// Buyer Report

export const BuyerReportRequestSchema = listRequest(BUYER_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  buyerType: v.optional(v.nullable(v.union([v.literal(''), v.picklist(BUYER_TYPES)]))),
  city: optionalText(100),
  /** Only buyers with something past its due date on `toDate`. */
  overdueOnly: optionalFlag,
})

/**
 * Per buyer: the balance before the period (`opening`, negative when in credit), the period's active
 * invoices (crates, kg, goods, charges, invoiced) and receipts (received), and the dues on the
 * period's last day (today for all dates): opening + invoiced − received = outstanding − advance.
 * Totals: `crates, kg, goods, charges, opening, invoiced, received, outstanding, advance, overdue,
 * days0to7, days8to15, days16to30, over30`.
 */
export const BuyerReportRowSchema = v.object({
  buyerKeyID: v.string(),
  buyerCode: v.number(),
  buyerName: v.string(),
  buyerType: v.string(),
  city: v.string(),
  crates: v.number(),
  kg: v.number(),
  goods: v.number(),
  /** Services, other charges and round-off of the invoices. */
  charges: v.number(),
  opening: v.number(),
  invoiced: v.number(),
  received: v.number(),
  ...DuesSchema.entries,
  lastReceiptDate: v.string(),
  createdDate: v.string(),
})
export type BuyerReportRow = v.InferOutput<typeof BuyerReportRowSchema>

// Buyer Detail

export const BuyerDetailReportRequestSchema = listRequest(BUYER_DETAIL_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  buyerKeyID: moneyKey,
})

export const ReportAllocationSchema = v.object({
  billNo: v.string(),
  billDate: v.string(),
  amount: v.number(),
})
export type ReportAllocation = v.InferOutput<typeof ReportAllocationSchema>

/**
 * The buyer's invoices (with lines) and receipts (with the invoices they settle) in the period, in
 * date order, with what the buyer owes after each. Totals: `opening, invoiced, received, closing`.
 */
export const BuyerDetailRowSchema = v.object({
  rowKeyID: v.string(),
  kind: v.picklist(['Invoice', 'Receipt']),
  date: v.string(),
  documentNo: v.string(),
  documentKeyID: v.string(),
  dueDate: v.string(),
  /** Receipts: Cash or the online sub-mode. */
  mode: v.string(),
  invoiced: v.number(),
  received: v.number(),
  balance: v.number(),
  lines: v.array(ReportSaleLineSchema),
  allocations: v.array(ReportAllocationSchema),
  createdDate: v.string(),
})
export type BuyerDetailRow = v.InferOutput<typeof BuyerDetailRowSchema>

// Token Report

export const TokenReportRequestSchema = listRequest(TOKEN_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  status: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4, 5], 'must be 0 to 5'))),
  productID: optionalPick,
  transportationType: v.optional(v.nullable(v.picklist([0, 1, 2], 'must be 0, 1 or 2'))),
})

/**
 * Per token of the period: the gate's facts, what its live sales fetched and from whom, its patti.
 * Totals: `tokens, crates, kg, gross`.
 */
export const TokenReportRowSchema = v.object({
  tokenKeyID: v.string(),
  tokenNo: v.number(),
  tokenDate: v.string(),
  /** HH:mm in India, when the token was issued. */
  time: v.string(),
  vehicleNo: v.string(),
  farmerCode: v.number(),
  farmerName: v.string(),
  productName: v.string(),
  transportationType: v.number(),
  /** Graded crates once graded, else the declared ones. */
  crates: v.number(),
  /** Sold kg (weighed, or crates × capacity for per-crate lines). */
  kg: v.number(),
  gradingType: v.number(),
  status: v.number(),
  buyers: v.string(),
  gross: v.number(),
  billNo: v.string(),
  /** Minutes from issue to the first sale; null while unsold. */
  minutesToAuction: v.nullable(v.number()),
  createdDate: v.string(),
})
export type TokenReportRow = v.InferOutput<typeof TokenReportRowSchema>

// Grading Report

export const GradingReportRequestSchema = listRequest(GRADING_REPORT_SORT_COLUMNS, {
  marketKeyID: moneyKey,
  productID: optionalPick,
  /** 1 Machine, 2 Hand, 3 Farmer; 0 or none: every kind. */
  gradingType: v.optional(v.nullable(v.picklist([0, 1, 2, 3], 'must be 0 to 3'))),
})

/**
 * Per product × grade over the period's graded tokens (crates, share of the product's graded crates)
 * and its live sales: `kg` weighed, `estimatedKg` of crate lines never weighed (crates × the crate
 * capacity, as the bills estimate them), rates in ₹ per quintal from each line's amount and kg, amount.
 * A product's shares add up to 100. Totals: `crates, kg, estimatedKg, amount`.
 */
export const GradingReportRowSchema = v.object({
  rowKeyID: v.string(),
  productID: v.number(),
  productName: v.string(),
  gradeID: v.number(),
  gradeName: v.string(),
  crates: v.number(),
  kg: v.number(),
  estimatedKg: v.number(),
  sharePercent: v.number(),
  minRate: v.number(),
  maxRate: v.number(),
  averageRate: v.number(),
  amount: v.number(),
  createdDate: v.string(),
})
export type GradingReportRow = v.InferOutput<typeof GradingReportRowSchema>

// Employee and Accountant Reports

const staffFilters = {
  marketKeyID: moneyKey,
  roleTypeID: optionalPick,
  employeeKeyID: optionalKeyFilter,
}

export const EmployeeReportRequestSchema = listRequest(EMPLOYEE_REPORT_SORT_COLUMNS, staffFilters)

/**
 * Per user who made or changed a document of the market in the period (a cancellation is the
 * canceller's): vehicle entries, tokens, sale lines (crate lines and trolley lots), bills (pattis and
 * invoices), and how many of those were cancelled. Totals: `vehicleEntries, tokens, auctionLines,
 * bills, cancellations`.
 */
export const EmployeeReportRowSchema = v.object({
  employeeKeyID: v.string(),
  employeeName: v.string(),
  roleTypeID: v.number(),
  roleName: v.string(),
  mobileNo: v.string(),
  isActive: v.boolean(),
  vehicleEntries: v.number(),
  tokens: v.number(),
  auctionLines: v.number(),
  bills: v.number(),
  cancellations: v.number(),
  createdDate: v.string(),
})
export type EmployeeReportRow = v.InferOutput<typeof EmployeeReportRowSchema>

export const AccountantReportRequestSchema = listRequest(ACCOUNTANT_REPORT_SORT_COLUMNS, staffFilters)

/**
 * Per user who made a bill, a voucher or an expense or closed a wallet day of the market in the period
 * (the role filter picks the Accountants, 6, or Cashiers, 9): active bills made (count, and ₹ of the
 * pattis' net and the invoices' totals), receipts and payments by mode, expenses, and the variance of
 * the wallet days they closed (counted less expected). Totals: every numeric column.
 */
export const AccountantReportRowSchema = v.object({
  employeeKeyID: v.string(),
  employeeName: v.string(),
  roleTypeID: v.number(),
  roleName: v.string(),
  bills: v.number(),
  billAmount: v.number(),
  cashReceipts: v.number(),
  onlineReceipts: v.number(),
  cashPayments: v.number(),
  onlinePayments: v.number(),
  expenses: v.number(),
  walletVariance: v.number(),
  createdDate: v.string(),
})
export type AccountantReportRow = v.InferOutput<typeof AccountantReportRowSchema>

const reportAccess = { moduleId: MODULE.Reports, action: 'view' } as const

export const report = {
  farmer: endpoint({
    method: 'POST',
    path: 'Report/GetFarmerReport',
    body: FarmerReportRequestSchema,
    data: v.array(FarmerReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
  farmerDetail: endpoint({
    method: 'POST',
    path: 'Report/GetFarmerDetailReport',
    body: FarmerDetailReportRequestSchema,
    data: v.array(FarmerDetailRowSchema),
    paged: true,
    access: reportAccess,
  }),
  buyer: endpoint({
    method: 'POST',
    path: 'Report/GetBuyerReport',
    body: BuyerReportRequestSchema,
    data: v.array(BuyerReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
  buyerDetail: endpoint({
    method: 'POST',
    path: 'Report/GetBuyerDetailReport',
    body: BuyerDetailReportRequestSchema,
    data: v.array(BuyerDetailRowSchema),
    paged: true,
    access: reportAccess,
  }),
  token: endpoint({
    method: 'POST',
    path: 'Report/GetTokenReport',
    body: TokenReportRequestSchema,
    data: v.array(TokenReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
  grading: endpoint({
    method: 'POST',
    path: 'Report/GetGradingReport',
    body: GradingReportRequestSchema,
    data: v.array(GradingReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
  employee: endpoint({
    method: 'POST',
    path: 'Report/GetEmployeeReport',
    body: EmployeeReportRequestSchema,
    data: v.array(EmployeeReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
  accountant: endpoint({
    method: 'POST',
    path: 'Report/GetAccountantReport',
    body: AccountantReportRequestSchema,
    data: v.array(AccountantReportRowSchema),
    paged: true,
    access: reportAccess,
  }),
} as const
