import { MODULE, type PermissionAction } from '../../contracts'
import type { Unowned } from '../store/firm-table'
import type { Grant, RoleRecord } from '../store/rows'

type ModuleName = keyof typeof MODULE
type Matrix = Partial<Record<ModuleName, readonly PermissionAction[]>>

const FULL = ['insert', 'update', 'delete', 'view'] as const
/** Everything but delete: clerks and managers record and correct, they do not remove. */
const WRITE = ['insert', 'update', 'view'] as const
const VIEW = ['view'] as const

const MODULE_NAMES = Object.keys(MODULE) as ModuleName[]
const every = (actions: readonly PermissionAction[]): Matrix =>
  Object.fromEntries(MODULE_NAMES.map((name) => [name, actions]))

/** Every role lands on the dashboard and reads (and marks read) its own notifications. */
const BASELINE: Matrix = { Dashboard: VIEW, Notification: ['update', 'view'] }

const MASTERS_SUPPORT_EDITS: readonly ModuleName[] = [
  'State',
  'District',
  'Taluka',
  'Service',
  'Currency',
  'VehicleType',
  'CrateType',
  'Product',
  'ExpenseCategory',
]

const withEach = (names: readonly ModuleName[], actions: readonly PermissionAction[]): Matrix =>
  Object.fromEntries(names.map((name) => [name, actions]))

/** Clerks and cashiers read pattis and invoices (a farmer asks at the gate, a cashier pays them). */
const BILLS_VIEW = withEach(['FarmerBilling', 'BuyerBilling'], VIEW)

interface RoleSeed {
  roleTypeID: number
  roleName: string
  isSuperAdmin: boolean
  matrix: Matrix
}

/**
 * The nine system roles (docs/market-day.md, Roles); IDs 1–5 are the spec's demo role types. Super
 * Admin Reduced is Super Admin without deletes and role editing, and (not being Super Admin) sees only
 * assigned markets.
 */
export const ROLE_SEEDS: readonly RoleSeed[] = [
  { roleTypeID: 1, roleName: 'Super Admin', isSuperAdmin: true, matrix: every(FULL) },
  { roleTypeID: 2, roleName: 'Admin', isSuperAdmin: false, matrix: { ...every(FULL), Role: VIEW } },
  {
    roleTypeID: 3,
    roleName: 'SA',
    isSuperAdmin: false,
    matrix: {
      ...every(VIEW),
      ...BASELINE,
      ...withEach(
        [
          'VehicleEntry',
          'Token',
          'Auction',
          'MarketWallet',
          'Expense',
          'FarmerBilling',
          'BuyerBilling',
          'Payment',
          'CashBank',
        ],
        FULL,
      ),
      ...withEach(['Farmer', 'Buyer'], WRITE),
    },
  },
  {
    roleTypeID: 4,
    roleName: 'SA Support',
    isSuperAdmin: false,
    matrix: {
      ...every(VIEW),
      ...BASELINE,
      ...withEach(MASTERS_SUPPORT_EDITS, WRITE),
      // Password resets are employee updates.
      Employee: ['update', 'view'],
    },
  },
  {
    roleTypeID: 5,
    roleName: 'Super Admin Reduced',
    isSuperAdmin: false,
    matrix: { ...every(WRITE), Role: VIEW },
  },
  {
    roleTypeID: 6,
    roleName: 'Accountant',
    isSuperAdmin: false,
    matrix: {
      ...every(VIEW),
      ...BASELINE,
      ...withEach(['FarmerBilling', 'BuyerBilling', 'Payment', 'Expense', 'MarketWallet', 'CashBank'], FULL),
    },
  },
  {
    roleTypeID: 7,
    roleName: 'Gate Clerk',
    isSuperAdmin: false,
    // Cancelling an entry or token made by mistake at the gate is the gate's own correction.
    matrix: {
      ...BASELINE,
      ...withEach(['VehicleEntry', 'Token'], FULL),
      ...BILLS_VIEW,
      Farmer: WRITE,
      // Crates come back at the gate; a return entered by mistake is cancelled by the office.
      Crate: ['insert', 'view'],
      Market: VIEW,
    },
  },
  {
    roleTypeID: 8,
    roleName: 'Auction Clerk',
    isSuperAdmin: false,
    // Cancelling a sale line recorded by mistake is the auction's own correction.
    matrix: {
      ...BASELINE,
      Token: WRITE,
      Auction: FULL,
      ...withEach(['VehicleEntry', 'Farmer', 'Buyer', 'Product'], VIEW),
      ...BILLS_VIEW,
    },
  },
  {
    roleTypeID: 9,
    roleName: 'Cashier',
    isSuperAdmin: false,
    matrix: {
      ...BASELINE,
      ...withEach(['Payment', 'MarketWallet'], FULL),
      ...withEach(['VehicleEntry', 'Token', 'Farmer', 'Buyer'], VIEW),
      ...BILLS_VIEW,
    },
  },
]

export const grantsOf = (matrix: Matrix): Grant[] =>
  MODULE_NAMES.flatMap((name) => (matrix[name] ?? []).map((action): Grant => `${MODULE[name]}:${action}`))

export function buildRoles(createdDate: string): Unowned<RoleRecord>[] {
  return ROLE_SEEDS.map(({ matrix, ...role }) => ({
    ...role,
    isSystem: true,
    isActive: true,
    grants: grantsOf(matrix),
    createdDate,
  }))
}

/** The ID of a system role by name; throws so a typo in the seed fails at start. */
export function roleID(name: string): number {
  const found = ROLE_SEEDS.find((r) => r.roleName === name)
  if (!found) throw new Error(`Unknown role ${name}`)
  return found.roleTypeID
}
