/** Role types of the seed (domain.md §7); the first five are the spec's demo roles. */
export const ROLE_TYPES = [
  { roleTypeID: 1, roleTypeName: 'Super Admin' },
  { roleTypeID: 2, roleTypeName: 'Admin' },
  { roleTypeID: 3, roleTypeName: 'SA' },
  { roleTypeID: 4, roleTypeName: 'SA Support' },
  { roleTypeID: 5, roleTypeName: 'Super Admin Reduced' },
  { roleTypeID: 6, roleTypeName: 'Accountant' },
  { roleTypeID: 7, roleTypeName: 'Gate Clerk' },
  { roleTypeID: 8, roleTypeName: 'Auction Clerk' },
  { roleTypeID: 9, roleTypeName: 'Cashier' },
] as const

export type RoleTypeName = (typeof ROLE_TYPES)[number]['roleTypeName']

export function role(name: RoleTypeName): { roleTypeID: number; roleTypeName: string } {
  const found = ROLE_TYPES.find((r) => r.roleTypeName === name)!
  return { roleTypeID: found.roleTypeID, roleTypeName: found.roleTypeName }
}
