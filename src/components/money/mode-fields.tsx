import { ONLINE_SUB_MODES, PAYMENT_MODE, PAYMENT_MODES } from '@contracts'
import { type Control, type FieldPath, type FieldValues, useController, useWatch } from 'react-hook-form'
import { SelectFormField } from '@/components/form/select-form-field'
import { TextField } from '@/components/form/text-field'

const SUB_MODE_OPTIONS = ONLINE_SUB_MODES.map((mode) => ({ value: mode, label: mode }))

export interface PaymentModeFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** The form's fields for the mode (1 Cash, 2 Online), the online way and its reference number. */
  names: { mode: FieldPath<T>; subMode: FieldPath<T>; reference: FieldPath<T> }
  /** Runs after the mode changes (a voucher drops its note count when money goes online). */
  onModeChange?: (mode: number) => void
}

/**
 * Cash or Online; online money names its way (UPI, NEFT-RTGS-IMPS, Cheque) and its reference
 * number, both cleared when the user goes back to cash.
 */
export function PaymentModeFields<T extends FieldValues>({
  control,
  names,
  onModeChange,
}: PaymentModeFieldsProps<T>) {
  const mode = useWatch({ control, name: names.mode })
  const subMode = useController({ control, name: names.subMode })
  const reference = useController({ control, name: names.reference })
  return (
    <>
      <SelectFormField
        control={control}
        name={names.mode}
        label="Mode"
        required
        options={PAYMENT_MODES}
        onValueChange={(next) => {
          if (next === PAYMENT_MODE.Cash) {
            subMode.field.onChange('')
            reference.field.onChange('')
          }
          onModeChange?.(next)
        }}
      />
      {mode === PAYMENT_MODE.Online && (
        <>
          <SelectFormField
            control={control}
            name={names.subMode}
            label="Paid By"
            required
            options={SUB_MODE_OPTIONS}
          />
          <TextField control={control} name={names.reference} label="Reference No." required maxLength={40} />
        </>
      )}
    </>
  )
}
