import { exitProblems, MarkVehicleOutRequestSchema, TRANSPORT, type VehicleEntry } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { AmountField, FormDialog } from '@/components/form'
import { useMarkVehicleOut, vehicleEntryQueries } from './api'

export interface MarkOutDialogProps {
  /** The entry leaving the gate; closed when null. */
  vehicleEntryKeyID: string | null
  onClose: () => void
  onSaved: (message: string) => void
}

/** The request, checked against the entry: a trolley leaves weighed empty, lighter than it came in. */
const exitSchema = (entry: VehicleEntry) =>
  v.pipe(
    MarkVehicleOutRequestSchema,
    v.forward(
      v.check(
        (body) => exitProblems(entry, body.emptyWeightKg).length === 0,
        (issue) => {
          const body = issue.input as { emptyWeightKg?: number | null }
          return exitProblems(entry, body.emptyWeightKg)[0]?.[1] ?? ''
        },
      ),
      ['emptyWeightKg'],
    ),
  )

/** 'Mark Vehicle Out': records the exit time, and for a trolley its empty weight. */
export function MarkOutDialog({ vehicleEntryKeyID, onClose, onSaved }: MarkOutDialogProps) {
  const entry = useQuery(vehicleEntryQueries.model(vehicleEntryKeyID))
  const markOut = useMarkVehicleOut()
  const ready = entry.data && !entry.isFetching ? entry.data : undefined
  const trolley = ready?.transportationType === TRANSPORT.Trolley
  return (
    <FormDialog
      open={vehicleEntryKeyID !== null}
      onClose={onClose}
      title={ready ? `Mark ${ready.vehicleNo} Out` : 'Mark Vehicle Out'}
      schema={ready ? exitSchema(ready) : MarkVehicleOutRequestSchema}
      defaultValues={
        ready ? { vehicleEntryKeyID: ready.vehicleEntryKeyID, emptyWeightKg: undefined } : undefined
      }
      loadError={entry.isError && !entry.isFetching ? entry.error.message : null}
      onRetryLoad={() => entry.refetch()}
      onSubmit={async (values) => {
        const out = await markOut.mutateAsync(values)
        return `Vehicle ${out.vehicleNo} marked Out.`
      }}
      onSaved={onSaved}
      size="sm"
    >
      {({ control }) =>
        trolley ? (
          <AmountField
            control={control}
            name="emptyWeightKg"
            label="Empty Weight (kg)"
            required
            hint={`Loaded weight: ${ready?.loadedWeightKg} kg.`}
            className="sm:col-span-2"
          />
        ) : (
          <p className="text-sm text-slate-700 sm:col-span-2">
            Entry {ready?.entryNo}, {ready?.tokens.length} token(s). The exit time is recorded now.
          </p>
        )
      }
    </FormDialog>
  )
}
