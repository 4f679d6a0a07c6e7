import {
  api,
  gradingProblems,
  TOKEN_MESSAGES,
  type TOKEN_SORT_COLUMNS,
  TOKEN_STATUS,
  type Token,
  type TokenRow,
  tokenLabel,
} from '../../contracts'
import { listScope } from '../auth/market-scope'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest, refused } from '../errors'
import { handlers } from '../register'
import type { TokenRecord } from '../store/rows'
import type { Store } from '../store/store'
import { followGateTokens } from './crate-flow'
import { firmRow } from './firm-row'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { companyMarket } from './market'
import { columnValue, pickMatches } from './master'
import { tokenHasSales } from './sale-checks'

/** A token of the caller's firm; another firm's key is "not found" so keys don't leak. */
export const firmToken = (ctx: ServerContext, session: Session, key: string) =>
  firmRow(ctx.store.tokens, session, key, TOKEN_MESSAGES.notFound)

/** The farmer and product a token names, as its answers show them (renames show everywhere). */
export function tokenParties(store: Store, token: Readonly<TokenRecord>) {
  const farmer = store.farmers.get(token.farmerKeyID)
  const product = store.products.in(token.companyKeyID, token.productID)
  return {
    farmerKeyID: token.farmerKeyID,
    farmerCode: farmer?.farmerCode ?? 0,
    farmerName: farmer?.farmerName ?? '',
    village: farmer?.village ?? '',
    productID: token.productID,
    productName: product?.productName ?? '',
  }
}

const gradedCratesOf = (token: Readonly<TokenRecord>) => token.grades.reduce((sum, g) => sum + g.crates, 0)

function toToken(store: Store, token: Readonly<TokenRecord>): Token {
  const entry = store.vehicleEntries.get(token.vehicleEntryKeyID)
  const grades = store.products.in(token.companyKeyID, token.productID)?.grades ?? []
  return {
    tokenKeyID: token.tokenKeyID,
    tokenNo: token.tokenNo,
    tokenDate: token.tokenDate,
    marketKeyID: token.marketKeyID,
    vehicleEntryKeyID: token.vehicleEntryKeyID,
    entryNo: entry?.entryNo ?? 0,
    vehicleNo: entry?.vehicleNo ?? '',
    ...tokenParties(store, token),
    transportationType: entry?.transportationType ?? 1,
    declaredCrates: token.declaredCrates,
    gradingType: token.gradingType,
    status: token.status,
    remarks: token.remarks,
    grades: token.grades.map((g) => ({
      ...g,
      gradeName: grades.find((grade) => grade.gradeID === g.gradeID)?.gradeName ?? '',
    })),
    gradedCrates: gradedCratesOf(token),
    shortageReason: token.shortageReason,
    cancelReason: token.cancelReason,
    createdDate: token.createdDate,
  }
}

const TOKEN_LIST: ListSpec<TokenRow, (typeof TOKEN_SORT_COLUMNS)[number]> = {
  searchText: (r) => [tokenLabel(r.tokenNo), r.vehicleNo, String(r.farmerCode), r.farmerName, r.village],
  createdDate: (r) => r.createdDate,
  // The tokens of one vehicle share their time of issue: within it they follow their numbers.
  sortValue: (r, column) =>
    column === 'createdDate' ? Date.parse(r.createdDate) + r.tokenNo / 10_000 : columnValue(r, column),
  name: (r) => r.farmerName,
  key: (r) => r.tokenKeyID,
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

export const tokenHandlers = handlers(api.token, {
  list: ({ body, session, ctx }) => {
    // Another firm's market is "not found", like its documents.
    if (body.marketKeyID) companyMarket(ctx, session, body.marketKeyID)
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const shown = listScope(ctx, session)
    const rows = sortedList(ctx.store, ['tokens', shown.key, filters], () => {
      const { store } = ctx
      const rows: TokenRow[] = []
      for (const t of store.tokens.values()) {
        if (!shown.shows(t)) continue
        if (body.marketKeyID && t.marketKeyID !== body.marketKeyID) continue
        if (!pickMatches(t.status, body.status) || !pickMatches(t.productID, body.productID)) continue
        const entry = store.vehicleEntries.get(t.vehicleEntryKeyID)
        const transportationType = entry?.transportationType ?? 1
        if (!pickMatches(transportationType, body.transportationType)) continue
        rows.push({
          tokenKeyID: t.tokenKeyID,
          tokenNo: t.tokenNo,
          tokenDate: t.tokenDate,
          vehicleEntryKeyID: t.vehicleEntryKeyID,
          vehicleNo: entry?.vehicleNo ?? '',
          ...tokenParties(store, t),
          transportationType,
          declaredCrates: t.declaredCrates,
          gradedCrates: gradedCratesOf(t),
          gradingType: t.gradingType,
          status: t.status,
          createdDate: t.createdDate,
        })
      }
      return filterAndSort(rows, body, TOKEN_LIST)
    })
    return pageOf(rows, body)
  },

  model: ({ query, session, ctx }) => toToken(ctx.store, firmToken(ctx, session, query.TokenKeyID)),

  /** Crates per grade: the token is Graded; the graded crates match the declared ones or a reason says why not. */
  saveGrading: ({ body, session, ctx }) => {
    const { store } = ctx
    const token = firmToken(ctx, session, body.tokenKeyID)
    if (token.status !== TOKEN_STATUS.Open && token.status !== TOKEN_STATUS.Graded)
      throw refused(TOKEN_MESSAGES.gradeOnlyOpenOrGraded)
    if (tokenHasSales(store, token.tokenKeyID))
      throw refused(TOKEN_MESSAGES.hasSales(tokenLabel(token.tokenNo)))
    const productGrades = store.products.in(token.companyKeyID, token.productID)?.grades ?? []
    body.grades.forEach((line, i) => {
      const grade = productGrades.find((g) => g.gradeID === line.gradeID)
      if (!grade) throw badRequest(`grades.${i}.gradeID`, TOKEN_MESSAGES.gradeNotOfProduct)
      if (!grade.isActive) throw badRequest(`grades.${i}.gradeID`, TOKEN_MESSAGES.gradeInactive)
    })
    const [problem] = gradingProblems(token.declaredCrates, body.grades, body.shortageReason)
    if (problem) throw badRequest(...problem)
    const grades = body.grades.map(({ gradeID, crates, weightKg }) => ({
      gradeID,
      crates,
      weightKg,
      soldCrates: 0,
    }))
    const shortageReason =
      gradedCratesOf({ ...token, grades }) === token.declaredCrates ? '' : body.shortageReason
    const saved = store.write(() =>
      store.tokens.set({
        ...token,
        gradingType: body.gradingType as TokenRecord['gradingType'],
        grades,
        shortageReason,
        status: TOKEN_STATUS.Graded,
        userKeyID: session.userKeyID,
      }),
    )
    return toToken(store, saved)
  },

  cancel: ({ body, session, ctx }) => {
    const { store } = ctx
    const token = firmToken(ctx, session, body.tokenKeyID)
    if (token.status !== TOKEN_STATUS.Open && token.status !== TOKEN_STATUS.Graded)
      throw refused(TOKEN_MESSAGES.cancelOnlyOpenOrGraded)
    if (tokenHasSales(store, token.tokenKeyID))
      throw refused(TOKEN_MESSAGES.hasSales(tokenLabel(token.tokenNo)))
    const saved = store.write(() => {
      const cancelled = store.tokens.set({
        ...token,
        status: TOKEN_STATUS.Cancelled,
        cancelReason: body.reason,
        userKeyID: session.userKeyID,
      })
      followGateTokens(ctx, session, [token.tokenKeyID], [token])
      return cancelled
    })
    return toToken(store, saved)
  },
})
