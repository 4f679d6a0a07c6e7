import { api } from '@contracts'
import { PLACE_CHANGES } from '@/features/state/api'
import { crudApi } from '@/lib/crud-api'

export const talukaApi = crudApi('taluka', api.taluka, 'TalukaID', { alsoInvalidates: PLACE_CHANGES })
