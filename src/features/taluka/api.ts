import { PLACE_CHANGES } from '@/features/state/api'
import { crudApi } from '@/lib/crud-api'

export const talukaApi = crudApi('taluka', { alsoInvalidates: PLACE_CHANGES })
