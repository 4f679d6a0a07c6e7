import {
  CRATE_DIRECTION,
  CRATE_DIRECTIONS,
  type CrateMovementForm,
  CrateMovementFormSchema,
  PARTY_TYPE,
  PARTY_TYPES,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  FarmerOrBuyerPicker,
  FormDialog,
  KeyFlowFieldset,
  SelectFormField,
  TextField,
  WholeNumberField,
} from '@/components/form'
import { DateField } from '@/components/form/date-field'
import { buyerQueries } from '@/features/buyer/api'
import { farmerQueries } from '@/features/farmer/api'
import { todayInKolkata } from '@/lib/format'
import { openPeriodBounds } from '@/lib/open-period'
import { useAddCrateMovement, useReturnableTypeOptions } from './api'

export interface CrateMovementDialogProps {
  open: boolean
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * 'Add Crate Movement': crates going out to a farmer or buyer, or coming back. A return above what the
 * party holds is refused by the server with the balance, and the form stays as typed.
 */
export function CrateMovementDialog({ open, marketKeyID, onClose, onSaved }: CrateMovementDialogProps) {
  const save = useAddCrateMovement()
  const empty: CrateMovementForm = {
    marketKeyID,
    movementDate: todayInKolkata(),
    partyType: PARTY_TYPE.Farmer,
    partyKeyID: '',
    crateTypeID: undefined as unknown as number,
    direction: CRATE_DIRECTION.In,
    quantity: undefined as unknown as number,
    tokenKeyID: '',
    remarks: '',
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Crate Movement"
      schema={CrateMovementFormSchema}
      defaultValues={empty}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(values)
        return `Crate Movement Added Successfully. ${saved.movementNo}. Balance: ${saved.balanceAfter}.`
      }}
      onSaved={onSaved}
    >
      {(form) => <MovementFields form={form} marketKeyID={marketKeyID} />}
    </FormDialog>
  )
}

/**
 * 'Add Crate Movement' as a screen offers it: `start()` opens the dialog, which closes on a save and
 * hands its message on.
 */
export function useMovementEntry(marketKeyID: string | null, onSaved: (message: string) => void) {
  const [open, setOpen] = useState(false)
  const dialog: ReactNode = marketKeyID && (
    <CrateMovementDialog
      open={open}
      marketKeyID={marketKeyID}
      onClose={() => setOpen(false)}
      onSaved={(message) => {
        setOpen(false)
        onSaved(message)
      }}
    />
  )
  return { start: () => setOpen(true), dialog }
}

function MovementFields({
  form,
  marketKeyID,
}: {
  form: UseFormReturn<CrateMovementForm, unknown, CrateMovementForm>
  marketKeyID: string
}) {
  const { control, setValue, watch } = form
  const toFarmer = watch('partyType') === PARTY_TYPE.Farmer
  const farmers = useQuery({ ...farmerQueries.lookup(marketKeyID), enabled: toFarmer })
  const buyers = useQuery({ ...buyerQueries.lookup(marketKeyID), enabled: !toFarmer })
  const typeOptions = useReturnableTypeOptions()
  return (
    <KeyFlowFieldset label="Crate movement">
      <SelectFormField
        control={control}
        name="partyType"
        label="Party Type"
        required
        options={PARTY_TYPES}
        onValueChange={() => setValue('partyKeyID', '')}
      />
      <FarmerOrBuyerPicker
        control={control}
        name="partyKeyID"
        partyType={watch('partyType')}
        farmers={farmers}
        buyers={buyers}
      />
      <SelectFormField
        control={control}
        name="direction"
        label="Direction"
        required
        options={CRATE_DIRECTIONS}
      />
      <SelectFormField
        control={control}
        name="crateTypeID"
        label="Crate Type"
        required
        options={typeOptions}
      />
      <WholeNumberField control={control} name="quantity" label="Crates" required maxDigits={6} />
      <DateField control={control} name="movementDate" label="Date" required {...openPeriodBounds()} />
      <TextField control={control} name="remarks" label="Remarks" maxLength={200} className="sm:col-span-2" />
    </KeyFlowFieldset>
  )
}
