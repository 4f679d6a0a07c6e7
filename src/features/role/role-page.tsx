import { MODULE, ROLE_MESSAGES, type RoleRow } from '@contracts'
import { masterPage } from '@/components/crud-page'
import { StatusFilter } from '@/components/data-table'
import { roleApi } from './api'
import { roleColumns } from './columns'
import { roleForm } from './role-form'

/**
 * /role-list: roles with their permission matrix. System roles can't be deleted; the server's other
 * refusals (the last Super Admin, a role still assigned) show in the confirmation.
 */
export const RolePage = masterPage({
  noun: 'Role',
  moduleId: MODULE.Role,
  calls: roleApi,
  columns: roleColumns,
  rowKey: (role: RoleRow) => role.roleTypeID,
  rowName: (role) => role.roleName,
  form: roleForm,
  undeletable: (role) => (role.isSystem ? ROLE_MESSAGES.systemRole : null),
  filters: <StatusFilter />,
  exportName: 'roles',
})
