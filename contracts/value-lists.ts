/**
 * Each module's sort columns: its list request takes one of them. Route files do not check a URL's
 * sort against them (that would put every list's columns in every page's first load); the request does.
 */

export const FARMER_SORT_COLUMNS = [
  'farmerCode',
  'farmerName',
  'village',
  'mobileNo',
  'talukaName',
  'isActive',
  'createdDate',
] as const

export const BUYER_SORT_COLUMNS = [
  'buyerCode',
  'firmName',
  'buyerType',
  'city',
  'mobileNo',
  'creditLimit',
  'isActive',
  'createdDate',
] as const

export const PRODUCT_SORT_COLUMNS = [
  'productName',
  'category',
  'defaultRateUnit',
  'isActive',
  'createdDate',
] as const

export const MARKET_SORT_COLUMNS = [
  'marketPlaceName',
  'stateName',
  'districtName',
  'talukaName',
  'marketMobileNo',
  'marketAddress',
  'isActive',
  'createdDate',
] as const

export const EMPLOYEE_SORT_COLUMNS = [
  'employeeName',
  'mobileNo',
  'emailID',
  'roleTypeName',
  'designation',
  'joiningDate',
  'isActive',
  'createdDate',
] as const

export const ROLE_SORT_COLUMNS = ['roleName', 'employeeCount', 'isActive', 'createdDate'] as const

export const STATE_SORT_COLUMNS = [
  'stateName',
  'stateCode',
  'districtCount',
  'isActive',
  'createdDate',
] as const

export const DISTRICT_SORT_COLUMNS = [
  'districtName',
  'stateName',
  'talukaCount',
  'isActive',
  'createdDate',
] as const

export const TALUKA_SORT_COLUMNS = [
  'talukaName',
  'districtName',
  'stateName',
  'isActive',
  'createdDate',
] as const

export const SERVICE_SORT_COLUMNS = [
  'serviceName',
  'partyType',
  'chargeBasis',
  'sortOrder',
  'isActive',
  'createdDate',
] as const

export const CURRENCY_SORT_COLUMNS = [
  'denomination',
  'kind',
  'displayName',
  'sortOrder',
  'isActive',
  'createdDate',
] as const

export const VEHICLE_TYPE_SORT_COLUMNS = [
  'vehicleTypeName',
  'defaultTransportationType',
  'entryFee',
  'typicalCapacityKg',
  'isActive',
  'createdDate',
] as const

export const EXPENSE_CATEGORY_SORT_COLUMNS = [
  'categoryName',
  'categoryType',
  'charges',
  'isVisible',
  'isActive',
  'createdDate',
] as const

export const VEHICLE_ENTRY_SORT_COLUMNS = [
  'entryNo',
  'entryDateTime',
  'vehicleNo',
  'vehicleTypeName',
  'driverName',
  'fromVillage',
  'tokenCount',
  'entryFee',
  'status',
  'createdDate',
] as const

export const TOKEN_SORT_COLUMNS = [
  'tokenNo',
  'tokenDate',
  'vehicleNo',
  'farmerCode',
  'farmerName',
  'village',
  'productName',
  'declaredCrates',
  'gradedCrates',
  'status',
  'createdDate',
] as const

export const AUCTION_LINE_SORT_COLUMNS = [
  'auctionDateTime',
  'tokenNo',
  'farmerName',
  'village',
  'productName',
  'gradeName',
  'buyerName',
  'crates',
  'rateUnit',
  'rate',
  'netWeightKg',
  'amount',
  'status',
] as const

export const TROLLEY_AUCTION_SORT_COLUMNS = [
  'auctionDateTime',
  'tokenNo',
  'farmerName',
  'village',
  'vehicleNo',
  'productName',
  'buyerName',
  'rateType',
  'rate',
  'lumpSumAmount',
  'netWeightKg',
  'amount',
  'status',
] as const

export const PENDING_TOKEN_SORT_COLUMNS = [
  'tokenNo',
  'tokenDate',
  'farmerCode',
  'farmerName',
  'village',
  'productName',
  'crates',
  'netWeightKg',
  'grossAmount',
  'createdDate',
] as const

export const FARMER_BILL_SORT_COLUMNS = [
  'billNo',
  'billDate',
  'farmerCode',
  'farmerName',
  'village',
  'grossAmount',
  'totalDeductions',
  'netPayable',
  'paidAmount',
  'balance',
  'paymentStatus',
  'status',
  'createdDate',
] as const

export const BUYER_BILL_SORT_COLUMNS = [
  'billNo',
  'billDate',
  'buyerCode',
  'buyerName',
  'goodsAmount',
  'servicesAmount',
  'totalAmount',
  'receivedAmount',
  'balance',
  'dueDate',
  'paymentStatus',
  'status',
  'createdDate',
] as const

export const PAYMENT_SORT_COLUMNS = [
  'voucherNo',
  'paymentDate',
  'partyName',
  'transactionType',
  'paymentMode',
  'amount',
  'allocatedAmount',
  'advanceAmount',
  'status',
  'createdDate',
] as const

export const EXPENSE_SORT_COLUMNS = [
  'expenseNo',
  'expenseDate',
  'categoryName',
  'serviceOption',
  'paidTo',
  'paymentMode',
  'amount',
  'status',
  'createdDate',
] as const

export const COLLECTION_REGISTER_SORT_COLUMNS = [
  'buyerCode',
  'buyerName',
  'outstanding',
  'overdue',
  'days0to7',
  'days8to15',
  'days16to30',
  'over30',
  'oldestDueDate',
  'createdDate',
] as const

/** The Cash & Bank book reads in the order money moved, so its running balances read down the page. */
export const CASH_BANK_LEDGER_SORT_COLUMNS = ['date'] as const

export const BANK_ACCOUNT_SORT_COLUMNS = [
  'accountName',
  'bankName',
  'accountNo',
  'isActive',
  'createdDate',
] as const

export const CASH_BANK_ENTRY_SORT_COLUMNS = [
  'voucherNo',
  'entryDate',
  'entryType',
  'bankAccountName',
  'amount',
  'status',
  'createdDate',
] as const

export const WALLET_DAY_SORT_COLUMNS = [
  'walletDate',
  'openingAmount',
  'cashIn',
  'cashOut',
  'bookClosing',
  'closingAmount',
  'variance',
  'status',
  'closedBy',
  'createdDate',
] as const

export const FARMER_REPORT_SORT_COLUMNS = [
  'farmerCode',
  'farmerName',
  'village',
  'tokens',
  'crates',
  'quintals',
  'opening',
  'gross',
  'otherDeductions',
  'roundOff',
  'waived',
  'deductions',
  'net',
  'paid',
  'balance',
  'createdDate',
] as const
export const FARMER_DETAIL_REPORT_SORT_COLUMNS = ['date'] as const
export const BUYER_REPORT_SORT_COLUMNS = [
  'buyerCode',
  'buyerName',
  'city',
  'crates',
  'kg',
  'goods',
  'charges',
  'invoiced',
  'received',
  'outstanding',
  'overdue',
  'over30',
  'lastReceiptDate',
  'createdDate',
] as const
export const BUYER_DETAIL_REPORT_SORT_COLUMNS = ['date'] as const
export const TOKEN_REPORT_SORT_COLUMNS = [
  'tokenNo',
  'tokenDate',
  'vehicleNo',
  'farmerName',
  'productName',
  'crates',
  'kg',
  'status',
  'gross',
  'minutesToAuction',
  'createdDate',
] as const
export const GRADING_REPORT_SORT_COLUMNS = [
  'productName',
  'gradeName',
  'crates',
  'kg',
  'estimatedKg',
  'sharePercent',
  'averageRate',
  'amount',
  'createdDate',
] as const
export const EMPLOYEE_REPORT_SORT_COLUMNS = [
  'employeeName',
  'roleName',
  'vehicleEntries',
  'tokens',
  'auctionLines',
  'bills',
  'cancellations',
  'createdDate',
] as const
export const ACCOUNTANT_REPORT_SORT_COLUMNS = [
  'employeeName',
  'roleName',
  'bills',
  'billAmount',
  'cashReceipts',
  'onlineReceipts',
  'cashPayments',
  'onlinePayments',
  'expenses',
  'walletVariance',
  'createdDate',
] as const

/** Read state sorts unread first and the newest first within each. */
export const NOTIFICATION_SORT_COLUMNS = ['isRead', 'createdDate', 'eventType', 'priority', 'title'] as const
