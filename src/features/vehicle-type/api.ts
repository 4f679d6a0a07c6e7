import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

export const vehicleTypeApi = crudApi('vehicleType', api.vehicleType, 'VehicleTypeID')
