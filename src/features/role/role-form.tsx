import { type AddUpdateRoleRequest, type Role, RoleFormSchema } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import type { CrudForm } from '@/components/crud-page'
import { nameAsTyped, TextField } from '@/components/form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { permissionQueries } from '@/lib/permissions'
import { useSession } from '@/lib/session'
import { blankModules, fullModules, normaliseModules } from './matrix'
import { PermissionMatrix } from './permission-matrix'

/** isSystem rides along so the name can be locked; the schema's object drops it from what is sent. */
type RoleFormInput = v.InferInput<typeof RoleFormSchema> & { isSystem?: boolean }
type RoleFormOutput = v.InferOutput<typeof RoleFormSchema>
type RoleFormApi = UseFormReturn<RoleFormInput, unknown, RoleFormOutput>

const SUPER_ADMIN_ONLY = 'Only a Super Admin can grant or change Super Admin rights.'
const SYSTEM_NAME = 'A system role keeps its name; its rights can change.'

function RoleFields({ form }: { form: RoleFormApi }) {
  const { control } = form
  const { login } = useSession()
  const mine = useQuery(permissionQueries.mine(login.userKeyID))
  const [superAdmin, isSystem] = useWatch({ control, name: ['isSuperAdmin', 'isSystem'] })
  const modules = useController({ control, name: 'modules' })
  // The server decides; this only spares a user the refusal they would get.
  const mayGrantSuperAdmin = mine.data?.isSuperAdmin ?? false

  return (
    <>
      <TextField
        control={control}
        name="roleName"
        label="Role Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
        readOnly={isSystem}
        hint={isSystem ? SYSTEM_NAME : undefined}
        className="sm:col-span-2"
      />
      <CheckboxField
        control={control}
        name="isSuperAdmin"
        label="Super Admin"
        description={
          mayGrantSuperAdmin
            ? 'May do everything, in every market of the firm.'
            : `May do everything, in every market of the firm. ${SUPER_ADMIN_ONLY}`
        }
        disabled={!mayGrantSuperAdmin}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <PermissionMatrix
          value={modules.field.value}
          onChange={modules.field.onChange}
          superAdmin={Boolean(superAdmin)}
          error={modules.fieldState.error?.message}
        />
      </div>
    </>
  )
}

export const roleForm: CrudForm<Role, RoleFormInput, RoleFormOutput, AddUpdateRoleRequest> = {
  schema: RoleFormSchema as v.GenericSchema<RoleFormInput, RoleFormOutput>,
  empty: { roleName: '', isSuperAdmin: false, modules: blankModules(), isSystem: false },
  fromModel: (role) => ({
    isSystem: role.isSystem,
    roleName: role.roleName,
    isSuperAdmin: role.isSuperAdmin,
    modules: normaliseModules(role.modules),
  }),
  // A Super Admin's tree is everything, whatever was ticked before the box was.
  toBody: (values, key) => ({
    ...values,
    modules: values.isSuperAdmin ? fullModules() : values.modules,
    roleTypeID: key === null ? null : Number(key),
  }),
  fields: (form) => <RoleFields form={form} />,
  size: 'lg',
}
