import {
  type ACCOUNTANT_REPORT_SORT_COLUMNS,
  type AccountantReportRow,
  api,
  type BUYER_DETAIL_REPORT_SORT_COLUMNS,
  type BUYER_REPORT_SORT_COLUMNS,
  type BuyerDetailRow,
  type BuyerReportRow,
  type EMPLOYEE_REPORT_SORT_COLUMNS,
  type EmployeeReportRow,
  type FARMER_DETAIL_REPORT_SORT_COLUMNS,
  type FARMER_REPORT_SORT_COLUMNS,
  type FarmerDetailRow,
  type FarmerReportRow,
  fromPaise,
  type GRADING_REPORT_SORT_COLUMNS,
  type GradingReportRow,
  REPORT_MESSAGES,
  type TOKEN_REPORT_SORT_COLUMNS,
  type TokenReportRow,
  tokenLabel,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { handlers } from '../register'
import { firmRow } from './firm-row'
import {
  columnTotals,
  filterAndSort,
  type ListRequest,
  type ListSpec,
  pageOf,
  sortedList,
} from './list-query'
import { companyMarket } from './market'
import { columnValue } from './master'
import { buyerReportRows, buyerStatement } from './report-buyer'
import { farmerReportRows, farmerStatement, serviceTotals } from './report-farmer'
import { marketDocuments, remembered } from './report-index'
import { gradingReportRows, tokenReportRows } from './report-produce'
import { accountantReportRows, employeeReportRows } from './report-staff'

/**
 * The report calls: each resolves the market within the caller's firm, derives its rows from the
 * market's documents (report-index.ts), and answers a page with totals over every selected row. A
 * report is computed once per store version and filter set, so paging and repeated reads are cheap.
 */

const spec = <Row extends { createdDate: string }, Column extends keyof Row & string>(
  searchText: (row: Row) => readonly string[],
  name: (row: Row) => string,
  key: (row: Row) => string,
  defaultSort: { column: Column; direction: 'asc' | 'desc' },
): ListSpec<Row, Column> => ({
  searchText,
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name,
  key,
  defaultSort,
})

const FARMERS = spec<FarmerReportRow, (typeof FARMER_REPORT_SORT_COLUMNS)[number]>(
  (r) => [String(r.farmerCode), r.farmerName, r.village],
  (r) => r.farmerName,
  (r) => r.farmerKeyID,
  { column: 'farmerCode', direction: 'asc' },
)
// A statement's rows keep the order things happened: their key is their place in it.
const FARMER_STATEMENT = spec<FarmerDetailRow, (typeof FARMER_DETAIL_REPORT_SORT_COLUMNS)[number]>(
  (r) => [r.documentNo, r.tokenNos, ...r.lines.map((l) => l.productName)],
  () => '',
  (r) => r.rowKeyID,
  { column: 'date', direction: 'asc' },
)
const BUYERS = spec<BuyerReportRow, (typeof BUYER_REPORT_SORT_COLUMNS)[number]>(
  (r) => [String(r.buyerCode), r.buyerName, r.city],
  (r) => r.buyerName,
  (r) => r.buyerKeyID,
  { column: 'outstanding', direction: 'desc' },
)
const BUYER_STATEMENT = spec<BuyerDetailRow, (typeof BUYER_DETAIL_REPORT_SORT_COLUMNS)[number]>(
  (r) => [r.documentNo, r.mode],
  () => '',
  (r) => r.rowKeyID,
  { column: 'date', direction: 'asc' },
)
const TOKENS = spec<TokenReportRow, (typeof TOKEN_REPORT_SORT_COLUMNS)[number]>(
  (r) => [tokenLabel(r.tokenNo), r.vehicleNo, r.farmerName, r.productName, r.buyers, r.billNo],
  (r) => r.tokenDate,
  (r) => r.tokenKeyID,
  { column: 'createdDate', direction: 'desc' },
)
const GRADES = spec<GradingReportRow, (typeof GRADING_REPORT_SORT_COLUMNS)[number]>(
  (r) => [r.productName, r.gradeName],
  (r) => r.productName,
  (r) => r.rowKeyID,
  { column: 'productName', direction: 'asc' },
)
const EMPLOYEES = spec<EmployeeReportRow, (typeof EMPLOYEE_REPORT_SORT_COLUMNS)[number]>(
  (r) => [r.employeeName, r.roleName, r.mobileNo],
  (r) => r.employeeName,
  (r) => r.employeeKeyID,
  { column: 'employeeName', direction: 'asc' },
)
const ACCOUNTANTS = spec<AccountantReportRow, (typeof ACCOUNTANT_REPORT_SORT_COLUMNS)[number]>(
  (r) => [r.employeeName, r.roleName],
  (r) => r.employeeName,
  (r) => r.employeeKeyID,
  { column: 'employeeName', direction: 'asc' },
)

interface ReportRequest extends ListRequest {
  marketKeyID: string
}

interface ReportScope {
  marketKeyID: string
  fromDate: string
  toDate: string
}

/** The caller's firm's market and the period ('' leaves an end open). */
function scopeOf(ctx: ServerContext, session: Session, body: ReportRequest): ReportScope {
  const { marketKeyID } = companyMarket(ctx, session, body.marketKeyID)
  return { marketKeyID, fromDate: body.fromDate || '', toDate: body.toDate || '' }
}

/**
 * The market's rows of one report for the request, searched and sorted, remembered per store version.
 * The date range has already chosen the documents, so it is not applied to the rows again.
 */
function reportRows<Row, Column extends string>(
  ctx: ServerContext,
  session: Session,
  name: string,
  body: ReportRequest,
  listSpec: ListSpec<Row, Column>,
  derive: (scope: ReportScope) => readonly Row[],
): readonly Row[] {
  const scope = scopeOf(ctx, session, body)
  const { pageNo: _page, pageSize: _size, ...filters } = body
  const {
    searchKeyword: _search,
    sortingColumnName: _column,
    sortingDirection: _direction,
    ...shape
  } = filters
  // Searching or sorting again reuses the derived rows; only the report's own filters derive anew.
  const derived = remembered(ctx.store, [`${name}Rows`, session.companyKeyID, shape], () => derive(scope))
  return sortedList(ctx.store, [name, session.companyKeyID, filters], () =>
    filterAndSort(derived, { ...body, fromDate: null, toDate: null }, listSpec),
  )
}

/** A statement's totals: the balance brought in, the shown rows' sums, and where the statement ends. */
function statementTotals<Row>(
  openingPaise: number,
  all: readonly Row[],
  shown: readonly Row[],
  debit: keyof Row & string,
  credit: keyof Row & string,
  names: { debit: string; credit: string },
): Record<string, number> {
  const paise = (rows: readonly Row[], column: keyof Row & string) =>
    rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0)
  return {
    opening: fromPaise(openingPaise),
    [names.debit]: fromPaise(paise(shown, debit)),
    [names.credit]: fromPaise(paise(shown, credit)),
    closing: fromPaise(openingPaise + paise(all, debit) - paise(all, credit)),
  }
}

const firmFarmer = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.farmers, session, key, REPORT_MESSAGES.farmerNotFound)

const firmBuyer = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.buyers, session, key, REPORT_MESSAGES.buyerNotFound)

const FARMER_COLUMNS = [
  'tokens',
  'crates',
  'quintals',
  'opening',
  'gross',
  'otherDeductions',
  'roundOff',
  'waived',
  'deductions',
  'net',
  'paid',
  'balance',
] as const
const BUYER_COLUMNS = [
  'crates',
  'kg',
  'goods',
  'charges',
  'opening',
  'invoiced',
  'received',
  'outstanding',
  'advance',
  'overdue',
  'days0to7',
  'days8to15',
  'days16to30',
  'over30',
] as const

export const reportHandlers = handlers(api.report, {
  farmer: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'farmerReport', body, FARMERS, (scope) =>
      farmerReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), {
        ...scope,
        companyKeyID: session.companyKeyID,
        talukaID: body.talukaID || null,
        village: body.village ?? '',
        productID: body.productID || null,
        withBalance: body.withBalance === true,
      }),
    )
    return {
      ...pageOf(rows, body),
      totals: { ...columnTotals(rows, [...FARMER_COLUMNS], () => true), ...serviceTotals(rows) },
    }
  },

  farmerDetail: ({ body, session, ctx }) => {
    const farmer = firmFarmer(ctx, session, body.farmerKeyID)
    const scope = scopeOf(ctx, session, body)
    const statement = remembered(ctx.store, ['farmerStatement', scope, farmer.farmerKeyID], () =>
      farmerStatement(
        marketDocuments(ctx.store, scope.marketKeyID),
        farmer.farmerKeyID,
        scope.fromDate,
        scope.toDate,
      ),
    )
    const rows = reportRows(ctx, session, 'farmerDetailReport', body, FARMER_STATEMENT, () => statement.rows)
    const sums = columnTotals(rows, ['gross', 'deductions'], () => true)
    return {
      ...pageOf(rows, body),
      totals: {
        ...sums,
        ...statementTotals(statement.openingPaise, statement.rows, rows, 'net', 'payment', {
          debit: 'net',
          credit: 'payments',
        }),
      },
    }
  },

  buyer: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'buyerReport', body, BUYERS, (scope) =>
      buyerReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), scope.marketKeyID, {
        ...scope,
        companyKeyID: session.companyKeyID,
        buyerType: body.buyerType ?? '',
        city: body.city ?? '',
        overdueOnly: body.overdueOnly === true,
        today: ctx.today,
      }),
    )
    return { ...pageOf(rows, body), totals: columnTotals(rows, [...BUYER_COLUMNS], () => true) }
  },

  buyerDetail: ({ body, session, ctx }) => {
    const buyer = firmBuyer(ctx, session, body.buyerKeyID)
    const scope = scopeOf(ctx, session, body)
    const statement = remembered(ctx.store, ['buyerStatement', scope, buyer.buyerKeyID], () =>
      buyerStatement(ctx.store, buyer, scope.marketKeyID, scope.fromDate, scope.toDate),
    )
    const rows = reportRows(ctx, session, 'buyerDetailReport', body, BUYER_STATEMENT, () => statement.rows)
    return {
      ...pageOf(rows, body),
      totals: statementTotals(statement.openingPaise, statement.rows, rows, 'invoiced', 'received', {
        debit: 'invoiced',
        credit: 'received',
      }),
    }
  },

  token: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'tokenReport', body, TOKENS, (scope) =>
      tokenReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), {
        ...scope,
        companyKeyID: session.companyKeyID,
        status: body.status || null,
        productID: body.productID || null,
        transportationType: body.transportationType || null,
      }),
    )
    return {
      ...pageOf(rows, body),
      totals: { tokens: rows.length, ...columnTotals(rows, ['crates', 'kg', 'gross'], () => true) },
    }
  },

  grading: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'gradingReport', body, GRADES, (scope) =>
      gradingReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), {
        ...scope,
        companyKeyID: session.companyKeyID,
        productID: body.productID || null,
        gradingType: body.gradingType || null,
      }),
    )
    return {
      ...pageOf(rows, body),
      totals: columnTotals(rows, ['crates', 'kg', 'estimatedKg', 'amount'], () => true),
    }
  },

  employee: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'employeeReport', body, EMPLOYEES, (scope) =>
      employeeReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), {
        ...scope,
        companyKeyID: session.companyKeyID,
        roleTypeID: body.roleTypeID || null,
        employeeKeyID: body.employeeKeyID ?? '',
      }),
    )
    const columns = ['vehicleEntries', 'tokens', 'auctionLines', 'bills', 'cancellations'] as const
    return { ...pageOf(rows, body), totals: columnTotals(rows, [...columns], () => true) }
  },

  accountant: ({ body, session, ctx }) => {
    const rows = reportRows(ctx, session, 'accountantReport', body, ACCOUNTANTS, (scope) =>
      accountantReportRows(ctx.store, marketDocuments(ctx.store, scope.marketKeyID), scope.marketKeyID, {
        ...scope,
        companyKeyID: session.companyKeyID,
        roleTypeID: body.roleTypeID || null,
        employeeKeyID: body.employeeKeyID ?? '',
      }),
    )
    const columns = [
      'bills',
      'billAmount',
      'cashReceipts',
      'onlineReceipts',
      'cashPayments',
      'onlinePayments',
      'expenses',
      'walletVariance',
    ] as const
    return { ...pageOf(rows, body), totals: columnTotals(rows, [...columns], () => true) }
  },
})
