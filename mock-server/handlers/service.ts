import { api, PARTY_TYPES, SERVICE_MESSAGES, type ServiceRow } from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import { sameName } from '../store/compare-keys'
import type { Store } from '../store/store'
import { firmMaster, modelOf } from './master'
import { activeLookup, masterHandlers } from './master-handlers'

const services = firmMaster({
  table: (s: Store) => s.services,
  key: 'serviceID',
  notFound: SERVICE_MESSAGES.notFound,
})

const partyLabel = (partyType: number) => PARTY_TYPES.find((p) => p.value === partyType)?.label ?? ''

/**
 * The system services are the default services every market charges (IDs 1..9 in every firm): they can
 * be renamed and re-priced but not deleted, and never change sides.
 */
export const serviceHandlers = handlers(api.service, {
  ...masterHandlers(services, {
    keyQuery: 'ServiceID',
    search: (r) => [r.serviceName, r.chargeBasis, partyLabel(r.partyType)],
    name: (r) => r.serviceName,
    filter: (s, body: { partyType?: number | null }) => !body.partyType || s.partyType === body.partyType,
    beforeRemove: (_ctx, _session, service) => {
      if (service.isSystem) throw conflict(SERVICE_MESSAGES.systemService)
    },
  }),

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

  /** Active services, farmer side first, each side in its print order. */
  lookup: activeLookup(
    services,
    (a, b) => a.partyType - b.partyType || a.sortOrder - b.sortOrder || a.serviceID - b.serviceID,
    ({ serviceID, serviceName, partyType }) => ({ serviceID, serviceName, partyType }),
  ),
})
