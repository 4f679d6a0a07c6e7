import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

export const crateTypeApi = crudApi('crateType', api.crateType, 'CrateTypeID')
