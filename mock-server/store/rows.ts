/** Row shapes of the mock's tables: what the server keeps, richer than what the contract answers. */
import type {
  Buyer,
  ChargeUnit,
  CurrencyRow,
  ExpenseCategoryRow,
  Farmer,
  PermissionAction,
  PRINT_SIZES,
  ProductRow,
  ServiceRow,
  StateRow as StateAnswer,
  VehicleTypeRow,
} from '../../contracts'
import type { CrateChargeRecord } from './crate-rows'
import type { FirmRow } from './firm-table'

/** What every master row keeps besides its fields: its firm, status and creation time. */
interface Audit extends FirmRow {
  isActive: boolean
  /** ISO date-time (UTC). */
  createdDate: string
}

export interface CompanyRow {
  companyKeyID: string
  companyName: string
  createdDate: string
  logoUrl: string
  address: string
  mobileNo: string
  gstin: string
  billFooter: string
  printSize: (typeof PRINT_SIZES)[number]
  /** Whether a farmer's link names the buyers of his lot; absent (firms before the setting) is off. */
  showBuyersToFarmers?: boolean
  /** Days before crates kept are charged; absent (firms before the setting) does not charge. */
  crateChargeDays?: number
}

export interface EmployeeRow {
  employeeKeyID: string
  companyKeyID: string
  employeeName: string
  mobileNo: string
  emailID: string
  /** The role's name is looked up when answering, so renaming a role renames it everywhere. */
  roleTypeID: number
  designation: string
  profilePhoto: string
  isActive: boolean
  /** `scrypt$N$r$p$salt$hash`, see auth/passwords.ts. */
  passwordHash: string
  /** Set when an administrator chose the password; the employee must replace it. */
  mustChangePassword: boolean
  marketKeyIDs: readonly string[]
  /** The market the employee last switched to; sign-in lands on it. Absent until the first switch. */
  lastMarketKeyID?: string
  /** '' or YYYY-MM-DD. */
  joiningDate: string
  address: string
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

export type StateRow = Omit<StateAnswer, 'districtCount'> & FirmRow

export interface DistrictRow extends Audit {
  districtID: number
  stateID: number
  districtName: string
  districtNameMr: string
}

/** The taluka's state is its district's, never stored twice. */
export interface TalukaRow extends Audit {
  talukaID: number
  districtID: number
  talukaName: string
  talukaNameMr: string
}

/** Grants as `<moduleId>:<action>`; the answer's module × action matrix is built from them. */
export type Grant = `${number}:${PermissionAction}`

export interface RoleRecord extends Audit {
  roleTypeID: number
  roleName: string
  isSuperAdmin: boolean
  /** The nine seeded roles: never deleted, never renamed. */
  isSystem: boolean
  grants: readonly Grant[]
}

export type CurrencyRecord = CurrencyRow & FirmRow
export type VehicleTypeRecord = VehicleTypeRow & FirmRow
export type ServiceRecord = ServiceRow & FirmRow
export type ExpenseCategoryRecord = ExpenseCategoryRow & FirmRow
/** Grade names are joined when answering a list. */
export type ProductRecord = Omit<ProductRow, 'gradeNames'> & FirmRow

interface FirmParty extends Audit {
  /** Who created or last updated the party. */
  userKeyID: string
}

export type FarmerRecord = Farmer & FirmParty
export type BuyerRecord = Buyer & FirmParty

export interface FileRow {
  name: string
  contentType: 'image/png' | 'image/jpeg'
  /** The image; absent for an upload kept as a file beside the data file (see store/file-dir.ts). */
  bytes?: Buffer
  /** The firm whose records may name the file; absent on images a data file seeded before it was kept. */
  companyKeyID?: string
  /** Uploads only, in bytes: what counts against the firm's quota (seeded images do not). */
  size?: number
}

/** A vehicle at a market's gate. The fee is kept in paise; the answer carries rupees. */
export interface VehicleEntryRecord {
  vehicleEntryKeyID: string
  companyKeyID: string
  marketKeyID: string
  /** Daily sequence per market. */
  entryNo: number
  /** YYYY-MM-DD, the day in India the vehicle came in. */
  entryDate: string
  /** ISO date-time (UTC). */
  entryDateTime: string
  vehicleNo: string
  isUnregistered: boolean
  vehicleTypeID: number
  transportationType: 1 | 2
  driverName: string
  driverMobile: string
  fromVillage: string
  loadedWeightKg: number
  emptyWeightKg: number | null
  /** '' while In. */
  exitDateTime: string
  entryFeePaise: number
  entryFeeMode: 1 | 2
  /**
   * The bank account an online fee went to (the market's main account then); '' for cash or when the
   * market had none. Absent on entries recorded before the gate kept it.
   */
  bankAccountKeyID?: string
  remarks: string
  status: 1 | 2 | 3
  cancelReason: string
  /**
   * The day it was cancelled (the server's today then): its reversal posts on that day. Rows of an
   * older data file lack it: they were cancelled on their own date.
   */
  cancelledDate?: string
  /** Its tokens in the order entered, cancelled ones included. */
  tokenKeyIDs: readonly string[]
  /** Who created or last changed the entry. */
  userKeyID: string
}

export interface TokenGradeRecord {
  gradeID: number
  crates: number
  weightKg: number
  soldCrates: number
}

/** One farmer's lot; its vehicle, date and market are its entry's. */
export interface TokenRecord {
  tokenKeyID: string
  companyKeyID: string
  marketKeyID: string
  vehicleEntryKeyID: string
  /** Daily sequence per market. */
  tokenNo: number
  /** YYYY-MM-DD, its entry's day. */
  tokenDate: string
  farmerKeyID: string
  productID: number
  declaredCrates: number
  gradingType: 0 | 1 | 2 | 3
  status: 1 | 2 | 3 | 4 | 5
  remarks: string
  grades: readonly TokenGradeRecord[]
  shortageReason: string
  cancelReason: string
  /** ISO date-time (UTC) the token was issued. */
  createdDate: string
  userKeyID: string
}

/**
 * A crate sale line. The farmer, village and product are its token's at the time of sale (the token
 * is locked against such changes while it has live lines), so rate history needs no join. Money in
 * paise; weights in kg.
 */
export interface AuctionLineRecord {
  auctionLineKeyID: string
  companyKeyID: string
  marketKeyID: string
  tokenKeyID: string
  farmerKeyID: string
  village: string
  productID: number
  /** 0: the ungraded lot. */
  gradeID: number
  buyerKeyID: string
  crates: number
  rateUnit: 1 | 2 | 3 | 4 | 5
  ratePaise: number
  grossWeightKg: number | null
  tareKg: number
  allowanceKg: number
  /** Null while a weight-based line awaits its weight. */
  netWeightKg: number | null
  /** 0 while the line awaits its weight. */
  amountPaise: number
  /** What the buyer owes for it as far as known: the amount, or an estimate while unweighed (buyer-exposure.ts). */
  exposurePaise: number
  /** ISO date-time (UTC) of the sale, and its day in India. */
  auctionDateTime: string
  auctionDate: string
  status: 1 | 2 | 3
  cancelReason: string
  userKeyID: string
}

/** A trolley lot: one token, one buyer. Money in paise; weights in kg. */
export interface TrolleyAuctionRecord {
  trolleyAuctionKeyID: string
  companyKeyID: string
  marketKeyID: string
  tokenKeyID: string
  farmerKeyID: string
  village: string
  productID: number
  buyerKeyID: string
  rateType: 1 | 2
  /** Per quintal; 0 for a lump sum. */
  ratePaise: number
  /** 0 for a per-quintal lot. */
  lumpSumPaise: number
  loadedWeightKg: number
  emptyWeightKg: number | null
  netWeightKg: number | null
  /** 0 for a per-quintal lot until weighed. */
  amountPaise: number
  exposurePaise: number
  auctionDateTime: string
  auctionDate: string
  status: 1 | 2 | 3 | 4
  cancelReason: string
  userKeyID: string
}

/** A secret the server made once and keeps with its data; never part of an answer. */
export interface ServerSecretRow {
  name: string
  /** base64url of 32 random bytes. */
  secret: string
}

/** A token's farmer links: only links carrying the current version are honoured, so revoking bumps it. */
export interface TokenLinkRow {
  tokenKeyID: string
  version: number
}

/** The next number of one series of money documents (store/document-numbers in handlers). */
export interface DocumentSeriesRow {
  /** `<marketKeyID>|<prefix>|<financial year in full, 2026-27>`. */
  series: string
  lastSequence: number
}

/**
 * A sold line as a bill keeps it: what the document printed, fixed when the bill was made (names,
 * rate, amount, the day's rates), so a later change elsewhere never alters a bill. Money in paise.
 */
export interface BillLineRecord {
  /** The auction line's or the trolley lot's key, by kind. */
  lineKeyID: string
  kind: 'crate' | 'trolley'
  tokenKeyID: string
  tokenNo: number
  tokenDate: string
  vehicleNo: string
  farmerKeyID: string
  farmerCode: number
  farmerName: string
  village: string
  gradingType: number
  buyerKeyID: string
  buyerCode: number
  buyerName: string
  productID: number
  productName: string
  productNameMr: string
  crateCapacityKg: number
  gradeID: number
  gradeName: string
  crates: number
  /** Null when never weighed (a per-crate line): its kg are crates × crate capacity, estimated. */
  weighedKg: number | null
  rateUnit: number
  ratePaise: number
  amountPaise: number
  /** The day's min / average / max rate of the product and grade in the market, in ₹ per rateUnit. */
  dayRate: { minRate: number; averageRate: number; maxRate: number } | null
}

/** A charge line as snapshotted: name, type, rate and basis as the bill was made; amount in paise. */
export interface ChargeLineRecord {
  serviceID: number
  serviceName: string
  serviceType: 1 | 2 | 3
  rate: number
  unit: ChargeUnit
  quantity: number
  estimated: boolean
  basis: string
  amount: number
}

export interface OtherChargeRecord {
  categoryKeyID: string
  categoryName: string
  amountPaise: number
}

/** What a patti and an invoice keep alike: the lines, the charges and the sums, in paise. */
interface BillRecord {
  companyKeyID: string
  marketKeyID: string
  billNo: string
  billDate: string
  transportationType: number
  lines: readonly BillLineRecord[]
  serviceLines: readonly ChargeLineRecord[]
  grossPaise: number
  servicesPaise: number
  otherPaise: number
  crateCharges?: readonly CrateChargeRecord[]
  roundOffPaise: number
  /** The bill's one final figure, whole rupees: net payable on a patti, total due on an invoice. */
  finalPaise: number
  totalCrates: number
  totalKgHundredths: number
  estimatedWeight: boolean
  status: 1 | 2
  cancelReason: string
  /**
   * The day it was cancelled (the server's today then): its reversal posts on that day. Rows of an
   * older data file lack it: they were cancelled on their own date.
   */
  cancelledDate?: string
  /** ISO date-time (UTC) the bill was generated. */
  createdDate: string
  userKeyID: string
}

/** A farmer's patti; the farmer's details are those printed on it. */
export interface FarmerBillRecord extends BillRecord {
  farmerBillKeyID: string
  farmerKeyID: string
  farmerCode: number
  farmerName: string
  village: string
  mobileNo: string
  tokenKeyIDs: readonly string[]
  otherDeductions: readonly OtherChargeRecord[]
  waivedPaise: number
  paidPaise: number
  isLocked: boolean
  waiveReason: string
}

/** A buyer's invoice, per token or a group over a period; the buyer's details are those printed. */
export interface BuyerBillRecord extends BillRecord {
  buyerBillKeyID: string
  buyerKeyID: string
  buyerCode: number
  buyerName: string
  proprietorName: string
  mobileNo: string
  city: string
  gstin: string
  isGroup: boolean
  fromDate: string
  toDate: string
  otherCharges: readonly OtherChargeRecord[]
  receivedPaise: number
  previousOutstandingPaise: number
  creditDays: number
  dueDate: string
}

/** A notification as raised (contracts/notification.ts); `readBy` holds the recipients who read it. */
export interface NotificationRecord {
  notificationKeyID: string
  companyKeyID: string
  /** '' when it concerns one employee's own account, in every market. */
  marketKeyID: string
  eventType: number
  title: string
  message: string
  entityType: string
  entityKeyID: string
  entityLabel: string
  targetRoleTypeIDs: readonly number[]
  targetEmployeeKeyID: string
  priority: number
  /** What raised it, e.g. `tokenWaiting:<tokenKeyID>`: a cause raises one notification only. */
  cause: string
  readBy: readonly string[]
  createdOn: string
}
