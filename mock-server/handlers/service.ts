import {
  api,
  PARTY_TYPES,
  SERVICE_MESSAGES,
  type SERVICE_SORT_COLUMNS,
  type ServiceRow,
} from '../../contracts'
import { badRequest, conflict } from '../errors'
import { handlers } from '../register'
import type { ServiceRecord } from '../store/rows'
import { filterAndSort, type ListSpec, pageOf, sortedList } from './list-query'
import { columnValue, found, nextID, sameName, statusMatches, toggleStatus } from './master'

export const SERVICE_NOT_FOUND = 'Service not found.'

const partyLabel = (partyType: number) => PARTY_TYPES.find((p) => p.value === partyType)?.label ?? ''

const SERVICE_LIST: ListSpec<ServiceRow, (typeof SERVICE_SORT_COLUMNS)[number]> = {
  searchText: (r) => [r.serviceName, r.chargeBasis, partyLabel(r.partyType)],
  createdDate: (r) => r.createdDate,
  sortValue: columnValue,
  name: (r) => r.serviceName,
  key: (r) => String(r.serviceID),
  defaultSort: { column: 'createdDate', direction: 'desc' },
}

const toService = ({ isActive: _a, createdDate: _c, ...service }: Readonly<ServiceRecord>) => service

/**
 * The system services are the default services every market charges (IDs 1..9): they can be renamed
 * and re-priced but not deleted, and never change sides.
 */
export const serviceHandlers = handlers(api.service, {
  list: ({ body, ctx }) => {
    const { pageNo: _page, pageSize: _size, ...filters } = body
    const rows = sortedList(ctx.store, ['services', filters], () =>
      filterAndSort(
        ctx.store.services.filter(
          (s) =>
            statusMatches(s.isActive, body.isActive) && (!body.partyType || s.partyType === body.partyType),
        ),
        body,
        SERVICE_LIST,
      ),
    )
    return pageOf(rows, body)
  },

  model: ({ query, ctx }) => toService(found(ctx.store.services, query.ServiceID, SERVICE_NOT_FOUND)),

  addUpdate: ({ body, ctx }) => {
    const { store } = ctx
    const existing = body.serviceID ? found(store.services, body.serviceID, SERVICE_NOT_FOUND) : null
    if (existing?.isSystem && existing.partyType !== body.partyType) {
      throw badRequest('partyType', SERVICE_MESSAGES.systemPartyType)
    }
    const name = body.serviceName.trim()
    const clash = store.services.some(
      (s) =>
        s.serviceID !== existing?.serviceID &&
        s.partyType === body.partyType &&
        sameName(s.serviceName, name),
    )
    if (clash) throw conflict(SERVICE_MESSAGES.duplicate)
    const { serviceID: _key, ...fields } = { ...body, serviceName: name }
    const saved = store.write(() =>
      store.services.set(
        existing
          ? { ...existing, ...fields }
          : {
              ...fields,
              serviceID: nextID(store.services, (s) => s.serviceID),
              isSystem: false,
              isActive: true,
              createdDate: ctx.now(),
            },
      ),
    )
    return toService(saved)
  },

  remove: ({ query, ctx }) => {
    const service = found(ctx.store.services, query.ServiceID, SERVICE_NOT_FOUND)
    if (service.isSystem) throw conflict(SERVICE_MESSAGES.systemService)
    ctx.store.write(() => ctx.store.services.delete(String(service.serviceID)))
    return null
  },

  changeStatus: ({ query, ctx }) =>
    toggleStatus(
      ctx.store,
      ctx.store.services,
      found(ctx.store.services, query.ServiceID, SERVICE_NOT_FOUND),
    ),

  /** Active services, farmer side first, each side in its print order. */
  lookup: ({ ctx }) =>
    ctx.store.services
      .filter((s) => s.isActive)
      .sort((a, b) => a.partyType - b.partyType || a.sortOrder - b.sortOrder || a.serviceID - b.serviceID)
      .map(({ serviceID, serviceName, partyType }) => ({ serviceID, serviceName, partyType })),
})
