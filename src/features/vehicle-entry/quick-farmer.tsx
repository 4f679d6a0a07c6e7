import { FarmerFormSchema, type FarmerRow } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, type SyntheticEvent, useDeferredValue, useState } from 'react'
import * as v from 'valibot'
import { duplicateConfirmation } from '@/components/crud-page'
import { FarmerContactFields, FormDialog } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextInput } from '@/components/ui/field'
import { farmerApi, useAssignFarmerMarket } from '@/features/farmer/api'

export interface QuickFarmerProps {
  marketKeyID: string
  marketName: string
  /** A farmer now assigned to the market, for the token line waiting for one. */
  onPicked: (farmerKeyID: string) => void
}

const QuickFarmerSchema = v.object({
  farmerName: FarmerFormSchema.entries.farmerName,
  mobileNo: FarmerFormSchema.entries.mobileNo,
  village: FarmerFormSchema.entries.village,
})

/** What the full farmer form would hold for a farmer known only by name, mobile and village. */
const UNKNOWN_YET = {
  farmerKeyID: '',
  aadhaarLast4: '',
  pan: '',
  bankAccountName: '',
  bankAccountNo: '',
  ifsc: '',
  upiId: '',
  openingBalance: 0,
  openingBalanceType: 'Payable',
} as const

const duplicates = duplicateConfirmation()

/** These dialogs sit inside the vehicle entry form in React's tree: their submits stop here. */
function Contained({ children }: { children: ReactNode }) {
  const stop = (event: SyntheticEvent) => event.stopPropagation()
  return (
    <div className="contents" onSubmit={stop}>
      {children}
    </div>
  )
}

/**
 * Quick add (name, mobile, village; assigned to this market) and assign (a farmer of the firm not yet
 * in this market), opened from the token lines without leaving the vehicle entry.
 */
export function QuickFarmer({ marketKeyID, marketName, onPicked }: QuickFarmerProps) {
  const [open, setOpen] = useState<'add' | 'assign' | null>(null)
  const save = farmerApi.useSave()
  const picked = (farmerKeyID: string) => {
    setOpen(null)
    onPicked(farmerKeyID)
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 sm:col-span-2">
      <span>Farmer not in the list?</span>
      <Button size="sm" variant="ghost" onClick={() => setOpen('add')}>
        Quick Add Farmer
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen('assign')}>
        Assign Farmer to {marketName}
      </Button>
      <Contained>
        <FormDialog
          open={open === 'add'}
          onClose={() => setOpen(null)}
          title="Quick Add Farmer"
          schema={QuickFarmerSchema}
          defaultValues={{ farmerName: '', mobileNo: '', village: '' }}
          isWarning={duplicates.isWarning}
          onSubmit={async (values, { confirmed }) => {
            const farmer = await save.mutateAsync({
              ...UNKNOWN_YET,
              ...values,
              marketKeyIDs: [marketKeyID],
              confirmDuplicate: confirmed,
            })
            picked(farmer.farmerKeyID)
            return 'Farmer Added Successfully'
          }}
          onSaved={() => undefined}
          size="md"
        >
          {({ control }) => <FarmerContactFields control={control} />}
        </FormDialog>
        <AssignFarmerDialog
          open={open === 'assign'}
          marketKeyID={marketKeyID}
          marketName={marketName}
          onClose={() => setOpen(null)}
          onAssigned={picked}
        />
      </Contained>
    </div>
  )
}

interface AssignFarmerDialogProps {
  open: boolean
  marketKeyID: string
  marketName: string
  onClose: () => void
  onAssigned: (farmerKeyID: string) => void
}

/** Finds a farmer of the firm outside this market by code, name or village, and assigns them. */
function AssignFarmerDialog({ open, marketKeyID, marketName, onClose, onAssigned }: AssignFarmerDialogProps) {
  const [text, setText] = useState('')
  const keyword = useDeferredValue(text.trim())
  const assign = useAssignFarmerMarket()
  const found = useQuery({
    ...farmerApi.queries.list({
      marketKeyID,
      assigned: false,
      // An inactive farmer can't be given a token, so assigning one would not help.
      isActive: true,
      searchKeyword: keyword,
      pageNo: 0,
      pageSize: 10,
      sortingColumnName: '',
      sortingDirection: '',
      fromDate: '',
      toDate: '',
    }),
    enabled: open && keyword !== '',
  })
  const choose = (farmer: FarmerRow) =>
    assign.mutate(
      { marketKeyID, farmerKeyIDs: [farmer.farmerKeyID], assign: true },
      { onSuccess: () => onAssigned(farmer.farmerKeyID) },
    )
  const rows = found.data?.data ?? []

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Assign Farmer to ${marketName}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <TextInput
        type="search"
        aria-label="Find a farmer"
        placeholder="Code, name or village"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ul className="mt-3 flex flex-col gap-1" aria-label="Farmers not in this market">
        {keyword !== '' && found.isSuccess && rows.length === 0 && (
          <li className="text-sm text-slate-500">No farmer outside {marketName} matches.</li>
        )}
        {rows.map((farmer) => (
          <li key={farmer.farmerKeyID} className="flex items-center justify-between gap-3 text-sm">
            <span>
              {farmer.farmerCode} {farmer.farmerName}, {farmer.village}
            </span>
            <Button size="sm" variant="secondary" busy={assign.isPending} onClick={() => choose(farmer)}>
              Assign
            </Button>
          </li>
        ))}
      </ul>
      {(found.error ?? assign.error) && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {(found.error ?? assign.error)?.message}
        </p>
      )}
    </Dialog>
  )
}
