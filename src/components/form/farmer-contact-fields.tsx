import type { Control, FieldValues } from 'react-hook-form'
import { MobileNumberField } from './mobile-number-field'
import { nameAsTyped } from './normalise'
import { TextField } from './text-field'

interface FarmerContact extends FieldValues {
  farmerName: string
  mobileNo: string
  village: string
}

/**
 * Who a farmer is and where from: what the full farmer form and the gate's quick add both ask first,
 * so the two can't drift apart.
 */
export function FarmerContactFields<T extends FarmerContact>({ control }: { control: Control<T> }) {
  const fields = control as unknown as Control<FarmerContact>
  return (
    <>
      <TextField
        control={fields}
        name="farmerName"
        label="Farmer Name"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
      <MobileNumberField control={fields} name="mobileNo" />
      <TextField
        control={fields}
        name="village"
        label="Village"
        required
        maxLength={50}
        normalise={nameAsTyped}
      />
    </>
  )
}
