import {
  api,
  PARTY_TYPES,
  SERVICE_MESSAGES,
  type SERVICE_SORT_COLUMNS,
  type ServiceRow,
} from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { firmMaster, listRowOf, listSpec, modelOf, statusMatches } from './master'

export const SERVICE_NOT_FOUND = 'Service not found.'

const services = firmMaster({
  table: (s: Store) => s.services,
  key: 'serviceID',
  notFound: SERVICE_NOT_FOUND,
})

const partyLabel = (partyType: number) => PARTY_TYPES.find((p) => p.value === partyType)?.label ?? ''

const SERVICE_LIST = listSpec<ServiceRow, (typeof SERVICE_SORT_COLUMNS)[number]>(
  (r) => [r.serviceName, r.chargeBasis, partyLabel(r.partyType)],
  (r) => r.serviceName,
  (r) => r.serviceID,
)

/**
 * The system services are the default services every market charges (IDs 1..9 in every firm): they can
 * be renamed and re-priced but not deleted, and never change sides.
 */
export const serviceHandlers = handlers(api.service, {
  list: ({ body, session, ctx }) =>
    services.page(ctx, session, body, SERVICE_LIST, () =>
      services
        .rows(
          ctx,
          session,
          (s) =>
            statusMatches(s.isActive, body.isActive) && (!body.partyType || s.partyType === body.partyType),
        )
        .map(listRowOf),
    ),

  model: ({ query, session, ctx }) => modelOf(services.find(ctx, session, query.ServiceID)),

  addUpdate: ({ body, session, ctx }) => {
    const { serviceID, ...fields } = { ...body, serviceName: body.serviceName.trim() }
    const existing = services.existing(ctx, session, serviceID)
    if (existing?.isSystem && existing.partyType !== body.partyType) {
      throw badRequest('partyType', SERVICE_MESSAGES.systemPartyType)
    }
    const clashes = (s: ServiceRow) =>
      s.partyType === body.partyType && sameName(s.serviceName, fields.serviceName)
    services.assertNoClash(ctx, session, existing, clashes, conflict(SERVICE_MESSAGES.duplicate))
    const saved = services.save(ctx, session, existing, { ...fields, isSystem: existing?.isSystem ?? false })
    return modelOf(saved)
  },

  remove: ({ query, session, ctx }) => {
    const service = services.find(ctx, session, query.ServiceID)
    if (service.isSystem) throw conflict(SERVICE_MESSAGES.systemService)
    return services.remove(ctx, service)
  },

  changeStatus: ({ query, session, ctx }) => services.toggle(ctx, session, query.ServiceID),

  /** Active services, farmer side first, each side in its print order. */
  lookup: ({ session, ctx }) =>
    services
      .rows(ctx, session, (s) => s.isActive)
      .sort((a, b) => a.partyType - b.partyType || a.sortOrder - b.sortOrder || a.serviceID - b.serviceID)
      .map(({ serviceID, serviceName, partyType }) => ({ serviceID, serviceName, partyType })),
})
