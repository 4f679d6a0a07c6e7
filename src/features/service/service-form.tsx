import { PARTY_TYPES, SERVICE_MESSAGES, ServiceFormSchema, type ServiceRow } from '@contracts'
import * as v from 'valibot'
import { crudForm, idKey } from '@/components/crud-page'
import {
  AmountField,
  CheckboxField,
  nameAsTyped,
  SelectFormField,
  TextField,
  WholeNumberField,
} from '@/components/form'
import { CHARGE_BASIS_OPTIONS } from './options'

/** The contract's form, plus whether the service is a system one (it then keeps its party type). */
const ServiceEditSchema = v.object({ ...ServiceFormSchema.entries, isSystem: v.optional(v.boolean(), false) })
type Service = Omit<ServiceRow, 'isActive' | 'createdDate'>

export const serviceForm = crudForm(ServiceEditSchema, {
  empty: {
    serviceName: '',
    partyType: undefined,
    chargeBasis: 'PerUnit',
    printOnBill: true,
    isLevy: false,
    gstRatePct: 0,
    sortOrder: undefined,
    isSystem: false,
  },
  fromModel: ({ serviceID: _key, ...service }: Service) => service,
  toBody: ({ isSystem: _system, ...values }, key) => ({ ...values, serviceID: idKey(key) }),
  fields: ({ control, formState }) => {
    const system = formState.defaultValues?.isSystem === true
    return (
      <>
        <TextField
          control={control}
          name="serviceName"
          label="Service Name"
          required
          maxLength={50}
          normalise={nameAsTyped}
          className="sm:col-span-2"
        />
        <SelectFormField
          control={control}
          name="partyType"
          label="Party Type"
          required
          options={PARTY_TYPES}
          disabled={system}
          hint={system ? SERVICE_MESSAGES.systemPartyType : undefined}
        />
        <SelectFormField
          control={control}
          name="chargeBasis"
          label="Charge Basis"
          required
          options={CHARGE_BASIS_OPTIONS}
        />
        <AmountField control={control} name="gstRatePct" label="GST Rate (%)" required hint="0 to 28." />
        <WholeNumberField
          control={control}
          name="sortOrder"
          label="Sort Order"
          required
          maxDigits={3}
          hint="The order of the lines on a bill."
        />
        <CheckboxField
          control={control}
          name="printOnBill"
          label="Print on Bill"
          description="Show this charge as its own line on the bill."
          className="sm:col-span-2"
        />
        <CheckboxField
          control={control}
          name="isLevy"
          label="Levy (owed to the market committee)"
          description="What it charges is paid over to the committee, not the firm's income."
          className="sm:col-span-2"
        />
      </>
    )
  },
})
