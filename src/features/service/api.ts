import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

export const serviceApi = crudApi('service', api.service, 'ServiceID')
