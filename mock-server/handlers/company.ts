import { api, COMPANY_MESSAGES, type Company } from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { handlers } from '../register'
import type { CompanyRow } from '../store/rows'
import { found } from './master'
import { assertOwnImage } from './own-image'

const firm = (ctx: ServerContext, session: Session) =>
  found(ctx.store.companies, session.companyKeyID, COMPANY_MESSAGES.notFound)

const toCompany = ({ createdDate: _created, ...company }: Readonly<CompanyRow>): Company => ({
  ...company,
  showBuyersToFarmers: company.showBuyersToFarmers ?? false,
  crateChargeDays: company.crateChargeDays ?? 0,
})

/** The caller's own firm (/account): what every printed bill carries. */
export const companyHandlers = handlers(api.company, {
  model: ({ session, ctx }) => toCompany(firm(ctx, session)),

  update: ({ body, session, ctx }) => {
    const company = firm(ctx, session)
    assertOwnImage(ctx, session, 'logoUrl', body.logoUrl, company.logoUrl)
    const saved = ctx.store.write(() =>
      ctx.store.companies.set({
        ...company,
        ...body,
        companyName: body.companyName.trim(),
        showBuyersToFarmers: body.showBuyersToFarmers ?? company.showBuyersToFarmers ?? false,
        crateChargeDays: body.crateChargeDays ?? company.crateChargeDays ?? 0,
      }),
    )
    return toCompany(saved)
  },
})
