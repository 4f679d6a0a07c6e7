import { RATE_UNIT, TRANSPORT } from '../../contracts'
import type { CrateTypeRecord } from '../store/crate-rows'
import type { Unowned } from '../store/firm-table'
import type {
  CurrencyRecord,
  ExpenseCategoryRecord,
  ProductRecord,
  ServiceRecord,
  VehicleTypeRecord,
} from '../store/rows'
import { spreadOverYear } from './dates'
import { type Party, SERVICES } from './default-services'
import type { Prng } from './prng'

/** Notes the cashier counts, highest first, and the loose-coins bucket counted in rupees. */
const CURRENCIES: readonly (readonly [denomination: number, kind: 'Note' | 'Coin', displayName: string])[] = [
  [500, 'Note', '₹500'],
  [200, 'Note', '₹200'],
  [100, 'Note', '₹100'],
  [50, 'Note', '₹50'],
  [20, 'Note', '₹20'],
  [10, 'Note', '₹10'],
  [1, 'Coin', 'Coins (₹1)'],
]

const VEHICLE_TYPES: readonly (readonly [
  name: string,
  transport: 1 | 2,
  entryFee: number,
  capacityKg: number,
])[] = [
  ['Tractor-Trolley', TRANSPORT.Trolley, 10, 5000],
  ['Pickup', TRANSPORT.Crates, 10, 1500],
  ['Tempo 407', TRANSPORT.Crates, 10, 2500],
  ['Tata Ace', TRANSPORT.Crates, 5, 750],
  ['Truck', TRANSPORT.Crates, 10, 9000],
  ['Bullock cart', TRANSPORT.Trolley, 5, 1000],
]

/** The firm's own crates, lent and taken back (returnable), and one-way boxes sold with the goods. */
const CRATE_TYPES: readonly (readonly [
  name: string,
  capacityKg: number,
  lostValue: number,
  isReturnable: boolean,
])[] = [
  ['Plastic crate 20 kg', 20, 150, true],
  ['Plastic crate 25 kg', 25, 180, true],
  ['Corrugated box', 10, 0, false],
]

type ProductSource = Omit<
  ProductRecord,
  'companyKeyID' | 'productID' | 'grades' | 'isActive' | 'createdDate'
> & {
  grades: readonly string[]
}

const vegetable = (
  productName: string,
  productNameMr: string,
  minRateAlert: number,
  maxRateAlert: number,
): ProductSource => ({
  productName,
  productNameMr,
  category: 'Vegetable',
  defaultTransportationType: TRANSPORT.Crates,
  defaultRateUnit: RATE_UNIT.PerTenKg,
  crateCapacityKg: 10,
  crateTareKg: 1.8,
  allowanceKgPerCrate: 0,
  crateTypeID: 0,
  minRateAlert,
  maxRateAlert,
  grades: ['Standard'],
})

/** Crates with a 1.8 kg tare, onion by trolley per quintal, Pune vegetables per 10 kg. */
const PRODUCTS: readonly ProductSource[] = [
  {
    productName: 'Tomato',
    productNameMr: 'टोमॅटो',
    category: 'Vegetable',
    defaultTransportationType: TRANSPORT.Crates,
    defaultRateUnit: RATE_UNIT.PerCrate,
    crateCapacityKg: 20,
    crateTareKg: 1.8,
    allowanceKgPerCrate: 0,
    crateTypeID: 1,
    minRateAlert: 100,
    maxRateAlert: 400,
    grades: ['1 No.', '2 No.', '3 No.'],
  },
  {
    productName: 'Onion',
    productNameMr: 'कांदा',
    category: 'Onion-Potato',
    defaultTransportationType: TRANSPORT.Trolley,
    defaultRateUnit: RATE_UNIT.PerQuintal,
    crateCapacityKg: 0,
    crateTareKg: 0,
    allowanceKgPerCrate: 0,
    crateTypeID: 0,
    minRateAlert: 1000,
    maxRateAlert: 2500,
    grades: ['1 No.', '2 No.', '3 No.', 'Golti', 'Khad'],
  },
  {
    productName: 'Pomegranate Bhagwa',
    productNameMr: 'डाळिंब भगवा',
    category: 'Fruit',
    defaultTransportationType: TRANSPORT.Crates,
    defaultRateUnit: RATE_UNIT.PerKg,
    crateCapacityKg: 20,
    crateTareKg: 1.8,
    allowanceKgPerCrate: 0,
    crateTypeID: 2,
    minRateAlert: 40,
    maxRateAlert: 160,
    grades: ['1 No.', '2 No.', '3 No.', '4 No.'],
  },
  {
    productName: 'Grapes',
    productNameMr: 'द्राक्षे',
    category: 'Fruit',
    defaultTransportationType: TRANSPORT.Crates,
    defaultRateUnit: RATE_UNIT.PerCrate,
    crateCapacityKg: 10,
    crateTareKg: 0.5,
    allowanceKgPerCrate: 0,
    crateTypeID: 0,
    minRateAlert: 300,
    maxRateAlert: 600,
    grades: ['Export', 'Local'],
  },
  vegetable('Green Chilli', 'हिरवी मिरची', 200, 600),
  vegetable('Okra', 'भेंडी', 150, 500),
  vegetable('Cluster Beans', 'गवार', 200, 700),
]

/** Heads of ad-hoc charges on bills (visible) and of the firm's own expenses (hidden from bills). */
const EXPENSE_CATEGORIES: readonly (readonly [
  name: string,
  type: 1 | 2,
  isVisible: boolean,
  charges: number,
])[] = [
  ['Crate Rent', 1, true, 5],
  ['Crate Rent', 2, true, 5],
  ['Freight', 2, true, 0],
  ['Labour', 1, true, 0],
  ['Sorting', 1, true, 0],
  ['Packaging', 2, true, 0],
  ['Tea & Snacks', 1, false, 0],
  ['Electricity', 1, false, 0],
]

export interface MasterSeed {
  currencies: Unowned<CurrencyRecord>[]
  vehicleTypes: Unowned<VehicleTypeRecord>[]
  crateTypes: Unowned<CrateTypeRecord>[]
  products: Unowned<ProductRecord>[]
  services: Unowned<ServiceRecord>[]
  expenseCategories: Unowned<ExpenseCategoryRecord>[]
}

const PARTY_TYPE: Record<Party, 1 | 2> = { farmer: 1, buyer: 2 }

export function buildMasters(today: string, prng: Prng): MasterSeed {
  let nextGradeID = 1
  return {
    currencies: CURRENCIES.map(([denomination, kind, displayName], i) => ({
      currencyID: i + 1,
      denomination,
      kind,
      displayName,
      sortOrder: i + 1,
      isActive: true,
      createdDate: spreadOverYear(today, i + 1, 31),
    })),
    vehicleTypes: VEHICLE_TYPES.map(([vehicleTypeName, transport, entryFee, typicalCapacityKg], i) => ({
      vehicleTypeID: i + 1,
      vehicleTypeName,
      defaultTransportationType: transport,
      entryFee,
      typicalCapacityKg,
      isActive: true,
      createdDate: spreadOverYear(today, i + 1, 41),
    })),
    crateTypes: CRATE_TYPES.map(([crateTypeName, capacityKg, lostValue, isReturnable], i) => ({
      crateTypeID: i + 1,
      crateTypeName,
      capacityKg,
      lostValue,
      isReturnable,
      isActive: true,
      createdDate: spreadOverYear(today, i + 1, 43),
    })),
    products: PRODUCTS.map(({ grades, ...product }, i) => ({
      ...product,
      productID: i + 1,
      grades: grades.map((gradeName, sortOrder) => ({
        gradeID: nextGradeID++,
        gradeName,
        sortOrder: sortOrder + 1,
        isActive: true,
      })),
      isActive: true,
      createdDate: spreadOverYear(today, i + 1, 47),
    })),
    // The system services are the default services' rows: the same IDs (farmer 1..6, buyer 7..9).
    services: (['farmer', 'buyer'] as const).flatMap((party) =>
      SERVICES[party].map(({ serviceID, serviceName }, i) => ({
        serviceID,
        serviceName,
        partyType: PARTY_TYPE[party],
        chargeBasis: serviceName === 'Stationary' ? ('PerBill' as const) : ('PerUnit' as const),
        printOnBill: true,
        gstRatePct: 0,
        sortOrder: i + 1,
        isLevy: false,
        isSystem: true,
        isActive: true,
        createdDate: spreadOverYear(today, serviceID, 59),
      })),
    ),
    expenseCategories: EXPENSE_CATEGORIES.map(([categoryName, categoryType, isVisible, charges], i) => ({
      categoryKeyID: prng.uuid(),
      categoryName,
      categoryType,
      isVisible,
      charges,
      isActive: true,
      createdDate: spreadOverYear(today, i + 1, 43),
    })),
  }
}
