/** Row shapes of the mock's tables: what the server keeps, richer than what the contract answers. */

export interface CompanyRow {
  companyKeyID: string
  companyName: string
  createdDate: string
}

export interface EmployeeRow {
  employeeKeyID: string
  companyKeyID: string
  employeeName: string
  mobileNo: string
  emailID: string
  roleTypeID: number
  roleTypeName: string
  designation: string
  profilePhoto: string
  isActive: boolean
  /** `scrypt$N$r$p$salt$hash`, see auth/passwords.ts. */
  passwordHash: string
  marketKeyIDs: readonly string[]
  createdDate: string
}

export interface MarketRecord {
  marketKeyID: string
  companyKeyID: string
  /** Who created or last updated the market. */
  userKeyID: string
  marketPlaceName: string
  stateID: number
  districtID: number
  talukaID: number
  marketAddress: string
  marketMobileNo: string
  paymentQRPhotoUrl: string
  isActive: boolean
  /** ISO date-time (UTC). */
  createdDate: string
}

/** One default charge of a market; the service name is looked up from serviceID when answering. */
export interface ServiceSetting {
  serviceID: number
  transportationTypeID: 1 | 2
  dstid: 1 | 2 | 3
  amount: number
}

export interface MarketServicesRow {
  marketKeyID: string
  farmer: readonly ServiceSetting[]
  buyer: readonly ServiceSetting[]
}

export interface StateRow {
  stateID: number
  stateName: string
}

export interface DistrictRow {
  districtID: number
  stateID: number
  districtName: string
}

export interface TalukaRow {
  talukaID: number
  districtID: number
  talukaName: string
}

export interface FileRow {
  name: string
  contentType: 'image/png' | 'image/jpeg'
  bytes: Buffer
}
