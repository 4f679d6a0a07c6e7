import * as v from 'valibot'
import {
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  QueryInt,
  requiredName,
  statusFilter,
} from './core'
import { ROLE_SORT_COLUMNS } from './value-lists'

/** Permission modules by name (ids are this product's; the spec shows only the tree's shape). */
export const MODULE = {
  Dashboard: 1,
  VehicleEntry: 2,
  Token: 3,
  Auction: 4,
  MarketWallet: 5,
  Employee: 6,
  Farmer: 7,
  Buyer: 8,
  Notification: 9,
  Expense: 10,
  ExpenseCategory: 11,
  VehicleType: 12,
  Market: 13,
  State: 14,
  District: 15,
  Taluka: 16,
  Role: 17,
  Currency: 18,
  Product: 19,
  Service: 20,
  FarmerBilling: 21,
  BuyerBilling: 22,
  Payment: 23,
  Reports: 24,
  CashBank: 25,
  Account: 26,
  Crate: 27,
  CrateType: 28,
} as const
export type ModuleId = (typeof MODULE)[keyof typeof MODULE]

/** The permission tree's modules in menu order, as the role editor lists them. */
export const PERMISSION_MODULES: readonly { moduleId: ModuleId; moduleName: string }[] = [
  { moduleId: MODULE.Dashboard, moduleName: 'Dashboard' },
  { moduleId: MODULE.VehicleEntry, moduleName: 'Vehicle Entry' },
  { moduleId: MODULE.Token, moduleName: 'Token' },
  { moduleId: MODULE.Auction, moduleName: 'Auction' },
  { moduleId: MODULE.MarketWallet, moduleName: 'Market Wallet' },
  { moduleId: MODULE.Employee, moduleName: 'Employee' },
  { moduleId: MODULE.Farmer, moduleName: 'Farmer' },
  { moduleId: MODULE.Buyer, moduleName: 'Buyer' },
  { moduleId: MODULE.Notification, moduleName: 'Notification' },
  { moduleId: MODULE.Expense, moduleName: 'Expense' },
  { moduleId: MODULE.ExpenseCategory, moduleName: 'Expense Category' },
  { moduleId: MODULE.VehicleType, moduleName: 'Vehicle Type' },
  { moduleId: MODULE.Market, moduleName: 'Market' },
  { moduleId: MODULE.State, moduleName: 'State' },
  { moduleId: MODULE.District, moduleName: 'District' },
  { moduleId: MODULE.Taluka, moduleName: 'Taluka' },
  { moduleId: MODULE.Role, moduleName: 'Role' },
  { moduleId: MODULE.Currency, moduleName: 'Currency' },
  { moduleId: MODULE.Product, moduleName: 'Product' },
  { moduleId: MODULE.Service, moduleName: 'Service' },
  { moduleId: MODULE.FarmerBilling, moduleName: 'Farmer Billing' },
  { moduleId: MODULE.BuyerBilling, moduleName: 'Buyer Billing' },
  { moduleId: MODULE.Payment, moduleName: 'Payment' },
  { moduleId: MODULE.Reports, moduleName: 'Reports' },
  { moduleId: MODULE.CashBank, moduleName: 'Cash & Bank' },
  { moduleId: MODULE.Account, moduleName: 'Account' },
  { moduleId: MODULE.Crate, moduleName: 'Crate' },
  { moduleId: MODULE.CrateType, moduleName: 'Crate Type' },
]

export const PERMISSION_ACTIONS = [
  { mActionId: 1, mActionName: 'Can Insert', action: 'insert' },
  { mActionId: 2, mActionName: 'Can Update', action: 'update' },
  { mActionId: 3, mActionName: 'Can Delete', action: 'delete' },
  { mActionId: 4, mActionName: 'Can View', action: 'view' },
] as const

export const ROLE_MESSAGES = {
  forbidden: 'You do not have permission to do this.',
  systemRole: 'This is a system role and cannot be deleted.',
  lastSuperAdmin: 'At least one active Super Admin must remain.',
  inUse: 'This role is assigned to employees and cannot be deleted.',
  beyondOwnRights: 'You cannot give rights you do not have yourself.',
  notFound: 'Role not found.',
  duplicate: (name: string) => `A role named "${name}" already exists.`,
  systemName: 'A system role keeps its name.',
  unknownModule: 'is not a permission module.',
  superAdminOnly: 'Only a Super Admin can grant or change Super Admin rights.',
} as const

export const ModuleActionSchema = v.object({
  mActionId: v.picklist([1, 2, 3, 4], 'must be 1 to 4'),
  mActionName: v.string(),
  /** Granted. */
  setDefaultAction: v.boolean(),
})

export const RoleModuleSchema = v.object({
  moduleId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  moduleName: v.string(),
  moduleActions: v.array(ModuleActionSchema),
})
export type RoleModule = v.InferOutput<typeof RoleModuleSchema>

/** A role's permissions as the API sends them (roleTypePermissions). */
export const RoleSchema = v.object({
  roleTypeID: v.number(),
  roleName: v.string(),
  isSuperAdmin: v.boolean(),
  isSystem: v.boolean(),
  isActive: v.boolean(),
  modules: v.array(RoleModuleSchema),
})
export type Role = v.InferOutput<typeof RoleSchema>

export const RoleRowSchema = v.object({
  roleTypeID: v.number(),
  roleName: v.string(),
  isSuperAdmin: v.boolean(),
  isSystem: v.boolean(),
  employeeCount: v.number(),
  ...auditEntries,
})
export type RoleRow = v.InferOutput<typeof RoleRowSchema>

export const RoleFormSchema = v.object({
  roleName: requiredName('Role name'),
  isSuperAdmin: v.boolean(),
  modules: v.pipe(
    v.array(RoleModuleSchema),
    v.check(
      (modules) => new Set(modules.map((m) => m.moduleId)).size === modules.length,
      'A module is listed twice.',
    ),
  ),
})
export const AddUpdateRoleRequestSchema = v.object({
  ...RoleFormSchema.entries,
  roleTypeID: optionalNumericKey,
})
export type AddUpdateRoleRequest = v.InferInput<typeof AddUpdateRoleRequestSchema>

export const RoleLookupSchema = v.object({ roleTypeID: v.number(), roleName: v.string() })

/** Is `action` granted on `moduleId`? Super Admin may do everything. */
export function isAllowed(
  role: Pick<Role, 'isSuperAdmin' | 'modules'>,
  moduleId: number,
  action: (typeof PERMISSION_ACTIONS)[number]['action'],
): boolean {
  if (role.isSuperAdmin) return true
  const mActionId = PERMISSION_ACTIONS.find((a) => a.action === action)?.mActionId
  const module = role.modules.find((m) => m.moduleId === moduleId)
  return Boolean(module?.moduleActions.some((a) => a.mActionId === mActionId && a.setDefaultAction))
}

export const role = {
  ...crudEndpoints({
    controller: 'Role',
    moduleId: MODULE.Role,
    keyQuery: v.object({ RoleTypeID: QueryInt }),
    keyField: 'roleTypeID',
    listRequest: listRequest(ROLE_SORT_COLUMNS, { isActive: statusFilter }),
    row: RoleRowSchema,
    body: AddUpdateRoleRequestSchema,
    model: RoleSchema,
  }),
  lookup: endpoint({ method: 'GET', path: 'Role/GetRoleLookupList', data: v.array(RoleLookupSchema) }),
  /** The signed-in user's own permissions, readable by every role. */
  myPermissions: endpoint({ method: 'GET', path: 'Role/GetMyPermissions', data: RoleSchema }),
} as const
