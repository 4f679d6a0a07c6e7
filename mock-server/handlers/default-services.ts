import {
  api,
  DEFAULT_SERVICE_MESSAGES,
  type DefaultServiceRow,
  type DefaultServiceSaveRow,
  TRANSPORTATION_TYPES,
} from '../../contracts'
import type { Session } from '../auth/sessions'
import type { ServerContext } from '../context'
import { badRequest } from '../errors'
import { handlers } from '../register'
import { type Party, SERVICES, serviceName, startingServicesRow } from '../seed/default-services'
import type { MarketRecord, MarketServicesRow, ServiceSetting } from '../store/rows'
import type { Store } from '../store/store'
import { companyMarket } from './market'
import { notify } from './notify'

/** Names come from the service master, so a renamed service reads the same on every screen. */
const toRows = (
  ctx: ServerContext,
  session: Session,
  party: Party,
  settings: readonly ServiceSetting[],
): DefaultServiceRow[] =>
  settings.map(({ serviceID, dstid, amount, transportationTypeID }) => ({
    serviceID,
    serviceName:
      ctx.store.services.in(session.companyKeyID, serviceID)?.serviceName ??
      serviceName(party, serviceID) ??
      '',
    dstid,
    amount,
    transportationTypeID,
  }))

/** A market's default services, as the screen edits them and bills snapshot them. */
export function marketServiceSettings(store: Store, market: Readonly<MarketRecord>): MarketServicesRow {
  // Markets get their rows when created; only a hand-edited data file can lack them.
  const districtName = store.districts.in(market.companyKeyID, market.districtID)?.districtName
  return store.marketServices.get(market.marketKeyID) ?? startingServicesRow(market.marketKeyID, districtName)
}

const settingsOf = (ctx: ServerContext, session: Session, marketKeyID: string) =>
  marketServiceSettings(ctx.store, companyMarket(ctx, session, marketKeyID))

const transportName = (id: number) => TRANSPORTATION_TYPES.find((t) => t.value === id)?.label ?? String(id)

/**
 * Replaces type and amount of the listed rows of one party, all or nothing: every row is checked
 * before the store changes. Answers all rows of that party.
 */
function save(
  ctx: ServerContext,
  session: Session,
  party: Party,
  field: string,
  marketKeyID: string,
  rows: readonly DefaultServiceSaveRow[],
): DefaultServiceRow[] {
  const current = settingsOf(ctx, session, marketKeyID)
  const changes = new Map<string, DefaultServiceSaveRow>()
  rows.forEach((row, i) => {
    const name = serviceName(party, row.serviceID)
    if (!name) {
      const known = SERVICES[party].map((s) => s.serviceID).join(', ')
      throw badRequest(`${field}.${i}.serviceID`, DEFAULT_SERVICE_MESSAGES.notPartyService(party, known))
    }
    const key = `${row.serviceID}:${row.transportationTypeID}`
    if (changes.has(key)) {
      throw badRequest(
        `${field}.${i}`,
        DEFAULT_SERVICE_MESSAGES.listedTwice(name, transportName(row.transportationTypeID)),
      )
    }
    changes.set(key, row)
  })
  const updated = current[party].map((setting) => {
    const change = changes.get(`${setting.serviceID}:${setting.transportationTypeID}`)
    return change ? { ...setting, dstid: change.dstid, amount: change.amount } : setting
  })
  ctx.store.write(() => {
    ctx.store.marketServices.set({ ...current, [party]: updated })
    notify(ctx, { kind: 'serviceRates', companyKeyID: session.companyKeyID, marketKeyID, party })
  })
  return toRows(ctx, session, party, updated)
}

export const farmerMarketServicesHandlers = handlers(api.farmerMarketServices, {
  model: ({ query, session, ctx }) =>
    toRows(ctx, session, 'farmer', settingsOf(ctx, session, query.MarketKeyID).farmer),
  save: ({ body, session, ctx }) =>
    save(ctx, session, 'farmer', 'farmerMarketServices', body.marketKeyID, body.farmerMarketServices),
})

export const buyerMarketServicesHandlers = handlers(api.buyerMarketServices, {
  model: ({ query, session, ctx }) =>
    toRows(ctx, session, 'buyer', settingsOf(ctx, session, query.MarketKeyID).buyer),
  save: ({ body, session, ctx }) =>
    save(ctx, session, 'buyer', 'buyerMarketServices', body.marketKeyID, body.buyerMarketServices),
})
