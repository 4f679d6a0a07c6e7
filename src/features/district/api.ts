import { PLACE_CHANGES } from '@/features/state/api'
import { crudApi } from '@/lib/crud-api'

export const districtApi = crudApi('district', { alsoInvalidates: PLACE_CHANGES })
