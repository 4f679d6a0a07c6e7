import { MODULE, PARTY_TYPES, type ServiceRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { ListFilterSelect, StatusFilter } from '@/components/data-table'
import { serviceApi } from './api'
import { serviceColumns } from './columns'
import { SYSTEM_SERVICE_LOCKED } from './options'
import { serviceForm } from './service-form'

/** /service-list: the charges a bill can carry; the seeded system services can't be deleted. */
export const ServicePage = masterPage({
  noun: 'Service',
  moduleId: MODULE.Service,
  calls: serviceApi,
  columns: serviceColumns,
  rowKey: (service: ServiceRow) => service.serviceID,
  rowName: (service) => service.serviceName,
  form: serviceForm,
  undeletable: (service) => (service.isSystem ? SYSTEM_SERVICE_LOCKED : null),
  filters: (
    <>
      <StatusFilter />
      <ListFilterSelect filterKey="partyType" label="Party Type" options={PARTY_TYPES} />
    </>
  ),
  exportName: 'services',
})
