import { crudApi } from '@/lib/crud-api'

export const crateTypeApi = crudApi('crateType')
