import {
  type AddUpdateEmployeeRequest,
  AddUpdateEmployeeRequestSchema,
  EMPLOYEE_DESIGNATIONS,
  type Employee,
  PASSWORD_RULE,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import type { CrudForm } from '@/components/crud-page'
import {
  ImageField,
  MarketsField,
  MobileNumberField,
  nameAsTyped,
  SelectFormField,
  TextField,
  withoutLeadingSpaces,
} from '@/components/form'
import { DateField } from '@/components/form/date-field'
import { PasswordField } from '@/components/form/password-field'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select'
import { roleQueries } from '@/features/role/api'
import { todayInKolkata } from '@/lib/format'

type EmployeeFormInput = v.InferInput<typeof AddUpdateEmployeeRequestSchema>
type EmployeeFormOutput = v.InferOutput<typeof AddUpdateEmployeeRequestSchema>
type EmployeeFormApi = UseFormReturn<EmployeeFormInput, unknown, EmployeeFormOutput>

/** Radix's select can't hold '', which is how the contract says "no designation". */
const NO_DESIGNATION = 'None'
const DESIGNATION_OPTIONS = [NO_DESIGNATION, ...EMPLOYEE_DESIGNATIONS].map((d) => ({ value: d, label: d }))

function DesignationField({ form }: { form: EmployeeFormApi }) {
  const { field, fieldState } = useController({ control: form.control, name: 'designation' })
  return (
    <Field label="Designation" error={fieldState.error?.message}>
      {({ id, describedBy, invalid }) => (
        <SelectField<string>
          id={id}
          ref={field.ref}
          value={field.value || NO_DESIGNATION}
          options={DESIGNATION_OPTIONS}
          invalid={invalid}
          aria-describedby={describedBy}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(value === NO_DESIGNATION ? '' : value)}
        />
      )}
    </Field>
  )
}

function EmployeeFields({ form }: { form: EmployeeFormApi }) {
  const { control } = form
  const roles = useQuery(roleQueries.lookup())
  const isNew = !useWatch({ control, name: 'employeeKeyID' })
  return (
    <>
      <TextField
        control={control}
        name="employeeName"
        label="Employee Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <MobileNumberField
        control={control}
        name="mobileNo"
        hint={isNew ? 'The employee signs in with this number.' : undefined}
      />
      <TextField
        control={control}
        name="emailID"
        label="Email"
        type="email"
        inputMode="email"
        maxLength={100}
        normalise={withoutLeadingSpaces}
      />
      <SelectFormField
        control={control}
        name="roleTypeID"
        label="Role"
        required
        placeholder={roles.isLoading ? 'Loading…' : 'Select role'}
        options={roles.data?.map((r) => ({ value: r.roleTypeID, label: r.roleName })) ?? []}
      />
      <DesignationField form={form} />
      <DateField control={control} name="joiningDate" label="Joining Date" max={todayInKolkata()} />
      <TextField
        control={control}
        name="address"
        label="Address"
        maxLength={250}
        normalise={withoutLeadingSpaces}
        className="sm:col-span-2"
      />
      <ImageField
        control={control}
        name="profilePhoto"
        label="Profile Photo"
        moduleName="Employee"
        className="sm:col-span-2"
      />
      <MarketsField
        control={control}
        name="marketKeyIDs"
        hint="The markets this employee works in; a Super Admin sees every market whatever is ticked."
        className="sm:col-span-2"
      />
      {isNew && (
        <PasswordField
          control={control}
          name="password"
          label="Password"
          required
          hint={`${PASSWORD_RULE} The employee must change it at first sign-in.`}
        />
      )}
    </>
  )
}

export const employeeForm: CrudForm<
  Employee,
  EmployeeFormInput,
  EmployeeFormOutput,
  AddUpdateEmployeeRequest
> = {
  schema: AddUpdateEmployeeRequestSchema,
  empty: {
    employeeKeyID: '',
    employeeName: '',
    mobileNo: '',
    emailID: '',
    roleTypeID: undefined,
    designation: '',
    joiningDate: todayInKolkata(),
    address: '',
    profilePhoto: '',
    marketKeyIDs: [],
    password: '',
  },
  fromModel: (employee) => ({
    employeeKeyID: employee.employeeKeyID,
    employeeName: employee.employeeName,
    mobileNo: employee.mobileNo,
    emailID: employee.emailID,
    roleTypeID: employee.roleTypeID,
    designation: employee.designation as EmployeeFormInput['designation'],
    joiningDate: employee.joiningDate,
    address: employee.address,
    profilePhoto: employee.profilePhoto,
    marketKeyIDs: employee.marketKeyIDs,
    password: '',
  }),
  // An update never carries a password: resetting one is its own action.
  toBody: (values, key) => ({
    ...values,
    employeeKeyID: key === null ? '' : String(key),
    password: key === null ? values.password : '',
  }),
  fields: (form) => <EmployeeFields form={form} />,
  size: 'lg',
}
