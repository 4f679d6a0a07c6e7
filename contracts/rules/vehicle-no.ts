/** Indian registration numbers as the gate writes them: MH15AB1234, MH4A1234, KA01 1234. */
export const VEHICLE_NO_PATTERN = /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/

export const VEHICLE_NO_INVALID = 'Vehicle number must look like MH15AB1234 (or mark it unregistered).'

/** Upper-cased, spaces and hyphens removed: "mh-15 ab 1234" and "MH15AB1234" are the same vehicle. */
export const normaliseVehicleNo = (text: string): string => text.toUpperCase().replace(/[\s-]+/g, '')

export const isRegistrationNo = (vehicleNo: string): boolean =>
  VEHICLE_NO_PATTERN.test(normaliseVehicleNo(vehicleNo))
