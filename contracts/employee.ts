import * as v from 'valibot'
import { PASSWORD_RULE, PasswordSchema } from './account'
import {
  auditEntries,
  endpoint,
  IsoDateSchema,
  KeyIDSchema,
  listRequest,
  MobileNoSchema,
  optionalImageUrl,
  optionalPick,
  optionalText,
  QueryInt,
  QueryKeyID,
  requiredName,
  requiredPick,
  statusFilter,
} from './core'
import { MODULE, type Role } from './role'
import { EMPLOYEE_SORT_COLUMNS } from './value-lists'

/** The staff designations; '' for staff whose role says it all (owner, manager). */
export const EMPLOYEE_DESIGNATIONS = [
  'Gate clerk',
  'Auction clerk',
  'Weighman',
  'Grader',
  'Accountant',
  'Cashier',
] as const

export const EMPLOYEE_MESSAGES = {
  /** What the list shows when a delete or status change fails. */
  deleteFailed: 'Failed to delete employee.',
  deleteError: 'An error occurred while deleting the employee.',
  statusFailed: 'Failed to change employee status.',
  statusError: 'An error occurred while changing the employee status.',
  deleteSelf: 'You cannot delete your own account.',
  deactivateSelf: 'You cannot deactivate your own account.',
  superAdminOnly: 'Only a Super Admin can change a Super Admin account.',
  beyondOwnRights: 'You can only manage employees whose rights are within your own.',
  ownPassword: 'Change your own password on your profile.',
  ownMarkets: 'You cannot assign markets to yourself.',
  ownAccount: 'You cannot change your own mobile number, email, role or markets here.',
  joiningInFuture: 'Joining date cannot be in the future.',
  emailInvalid: 'Please enter a valid email address.',
  photoInvalid: 'Profile photo must be an uploaded image.',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'New password must be different from the current password.',
  unknownRole: 'is not a known role.',
  inactiveRole: 'is an inactive role.',
  notFound: 'Employee not found.',
} as const

/**
 * Whoever can sign in as someone holds their rights, so an account is managed (edit, password reset,
 * markets, status, removal) only by a caller whose rights cover all of the account's role: a Super
 * Admin manages everyone, anyone else only roles within their own rights and never a Super Admin.
 * `caller` is the caller's role as it applies now; `account` the account's role as stored, active or
 * not (an inactive role may be switched on again). Answers why not, or null when the caller may.
 */
export function accountOutOfReach(caller: Role, account: Role): string | null {
  if (caller.isSuperAdmin) return null
  if (account.isSuperAdmin) return EMPLOYEE_MESSAGES.superAdminOnly
  const granted = (role: Role) =>
    role.modules.flatMap((m) =>
      m.moduleActions.filter((a) => a.setDefaultAction).map((a) => `${m.moduleId}:${a.mActionId}`),
    )
  const own = new Set(granted(caller))
  return granted(account).every((grant) => own.has(grant)) ? null : EMPLOYEE_MESSAGES.beyondOwnRights
}

const emailEntry = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, 'Email must be at most 100 characters.'),
    v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), EMPLOYEE_MESSAGES.emailInvalid),
  ),
  '',
)

export const EmployeeSchema = v.object({
  employeeKeyID: v.string(),
  employeeName: v.string(),
  mobileNo: v.string(),
  emailID: v.string(),
  roleTypeID: v.number(),
  roleTypeName: v.string(),
  designation: v.string(),
  profilePhoto: v.string(),
  isActive: v.boolean(),
  /** '' or YYYY-MM-DD. */
  joiningDate: v.string(),
  address: v.string(),
  marketKeyIDs: v.array(v.string()),
  /** Set when an administrator sets the password; cleared when the employee changes it. */
  mustChangePassword: v.boolean(),
})
export type Employee = v.InferOutput<typeof EmployeeSchema>

export const EmployeeRowSchema = v.object({
  ...EmployeeSchema.entries,
  marketNames: v.array(v.string()),
  createdDate: auditEntries.createdDate,
})
export type EmployeeRow = v.InferOutput<typeof EmployeeRowSchema>

const optionalKey = v.optional(v.nullable(v.union([v.literal(''), KeyIDSchema], 'must be a key ID')))
const marketKeys = v.pipe(
  v.array(KeyIDSchema),
  v.check((keys) => new Set(keys).size === keys.length, 'A market is listed twice.'),
)

export const employeeFieldEntries = {
  employeeName: requiredName('Employee name'),
  mobileNo: MobileNoSchema,
  emailID: emailEntry,
  roleTypeID: requiredPick,
  designation: v.optional(
    v.picklist(['', ...EMPLOYEE_DESIGNATIONS], `Choose one of ${EMPLOYEE_DESIGNATIONS.join(', ')}.`),
    '',
  ),
  joiningDate: v.optional(v.union([v.literal(''), IsoDateSchema], 'must be a date as YYYY-MM-DD'), ''),
  address: optionalText('Address', 250),
  profilePhoto: optionalImageUrl(EMPLOYEE_MESSAGES.photoInvalid),
  marketKeyIDs: v.optional(marketKeys, []),
} as const

/** The employee form and AddUpdateEmployee body: a new employee needs a password, an update ignores it. */
export const AddUpdateEmployeeRequestSchema = v.pipe(
  v.object({
    ...employeeFieldEntries,
    employeeKeyID: optionalKey,
    password: v.optional(v.string(), ''),
  }),
  // A partial check runs even while other fields are invalid, so the form shows every problem at once.
  v.forward(
    v.partialCheck(
      [['employeeKeyID'], ['password']],
      (input) => Boolean(input.employeeKeyID) || v.is(PasswordSchema, input.password),
      (issue) => {
        const input = issue.input as { password?: unknown }
        return v.safeParse(PasswordSchema, input.password).issues?.[0].message ?? PASSWORD_RULE
      },
    ),
    ['password'],
  ),
)
export type AddUpdateEmployeeRequest = v.InferInput<typeof AddUpdateEmployeeRequestSchema>

export const EmployeeListRequestSchema = listRequest(EMPLOYEE_SORT_COLUMNS, {
  isActive: statusFilter,
  roleTypeID: optionalPick,
  marketKeyID: optionalKey,
})
export type EmployeeListRequest = v.InferInput<typeof EmployeeListRequestSchema>

export const ResetEmployeePasswordRequestSchema = v.object({
  employeeKeyID: KeyIDSchema,
  newPassword: PasswordSchema,
})

export const AssignEmployeeMarketsRequestSchema = v.object({
  employeeKeyID: KeyIDSchema,
  marketKeyIDs: marketKeys,
})

/** What an employee may change about themselves (/profile). */
export const UpdateProfileRequestSchema = v.object({
  employeeName: employeeFieldEntries.employeeName,
  emailID: employeeFieldEntries.emailID,
  address: employeeFieldEntries.address,
  profilePhoto: employeeFieldEntries.profilePhoto,
})
export type UpdateProfileRequest = v.InferInput<typeof UpdateProfileRequestSchema>

export const EmployeeLookupSchema = v.object({ employeeKeyID: v.string(), employeeName: v.string() })

const byKey = v.object({ EmployeeKeyID: QueryKeyID })
const on = (action: 'view' | 'update' | 'delete') => ({ moduleId: MODULE.Employee, action })

export const employee = {
  list: endpoint({
    method: 'POST',
    path: 'Employee/GetEmployeeList',
    body: EmployeeListRequestSchema,
    data: v.array(EmployeeRowSchema),
    paged: true,
    access: on('view'),
  }),
  addUpdate: endpoint({
    method: 'POST',
    path: 'Employee/AddUpdateEmployee',
    body: AddUpdateEmployeeRequestSchema,
    data: EmployeeSchema,
    access: { moduleId: MODULE.Employee, action: 'save', keyField: 'employeeKeyID' },
  }),
  /** One's own record needs only a session; anyone else's needs Employee view (checked by the server). */
  getEmployeeModel: endpoint({
    method: 'GET',
    path: 'Employee/GetEmployeeModel',
    query: byKey,
    data: EmployeeSchema,
  }),
  /** Answers true; a refusal is a failure envelope whose errorMessage the list shows. */
  remove: endpoint({
    method: 'GET',
    path: 'Employee/DeleteEmployee',
    query: byKey,
    data: v.boolean(),
    access: on('delete'),
  }),
  /** Answers the new isActive; deactivating signs the employee out everywhere. */
  changeStatus: endpoint({
    method: 'GET',
    path: 'Employee/ChangeEmployeeStatus',
    query: byKey,
    data: v.boolean(),
    access: on('update'),
  }),
  /** Active employees of a role assigned to a market (e.g. the auction clerks of a yard). */
  lookupByRoleAndMarket: endpoint({
    method: 'GET',
    path: 'Employee/GetEmployeeLookupListByRoleTypeAndMarket',
    query: v.object({ RoleTypeID: QueryInt, MarketKeyID: QueryKeyID }),
    data: v.array(EmployeeLookupSchema),
  }),
  /** Sets a password the employee must change at next sign-in, and signs them out everywhere. */
  resetPassword: endpoint({
    method: 'POST',
    path: 'Employee/ResetEmployeePassword',
    body: ResetEmployeePasswordRequestSchema,
    data: v.null(),
    access: on('update'),
  }),
  /** Replaces the set of markets an employee works in. */
  assignMarkets: endpoint({
    method: 'POST',
    path: 'Employee/AssignEmployeeMarkets',
    body: AssignEmployeeMarketsRequestSchema,
    data: EmployeeSchema,
    access: on('update'),
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: 'Employee/UpdateProfile',
    body: UpdateProfileRequestSchema,
    data: EmployeeSchema,
  }),
} as const
