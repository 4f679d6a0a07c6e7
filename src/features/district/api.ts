import { api } from '@contracts'
import { PLACE_CHANGES } from '@/features/state/api'
import { crudApi } from '@/lib/crud-api'

export const districtApi = crudApi('district', api.district, 'DistrictID', { alsoInvalidates: PLACE_CHANGES })
