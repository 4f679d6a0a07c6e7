import { MODULE, SERVICE_TYPES, TRANSPORTATION_TYPES } from '@contracts'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { type Control, type FieldErrors, useController, useForm, useWatch } from 'react-hook-form'
import type * as v from 'valibot'
import { NOT_ALLOWED } from '@/components/crud-page'
import { AmountInput } from '@/components/form'
import { Button, Spinner } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useCan } from '@/lib/permissions'
import { defaultServiceQueries, PARTIES, type Party, useSaveDefaultServices } from './api'
import { type DraftForm, DraftFormSchema, type DraftRow, percentageProblem, toDraft } from './draft'

type Transport = (typeof TRANSPORTATION_TYPES)[number]['value']
type SavedForm = v.InferOutput<typeof DraftFormSchema>

/**
 * One party's default services. Its form lives in the screen, which stays mounted, so unsaved edits
 * survive switching between the party tabs and the Crates/Trolley tabs.
 */
export function usePartyEditor(party: Party, marketKeyID: string) {
  const query = useQuery(defaultServiceQueries.rows(party, marketKeyID))
  const values = useMemo(() => (query.data ? toDraft(query.data) : undefined), [query.data])
  const form = useForm<DraftForm, unknown, SavedForm>({
    resolver: valibotResolver(DraftFormSchema),
    values,
    // A refetch must not throw away what the user has typed.
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [transport, setTransport] = useState<Transport>(1)
  return { party, marketKeyID, query, form, transport, setTransport }
}

export type PartyEditor = ReturnType<typeof usePartyEditor>

/** The transport type of the first row with a problem, so a failed save shows it. */
function firstFaultyTransport(errors: FieldErrors<DraftForm>, rows: DraftRow[]): Transport | undefined {
  const index = rows.findIndex((_, i) => errors.rows?.[i])
  return index === -1 ? undefined : rows[index]?.transportationTypeID
}

export function PartyPanel({ editor, onSaved }: { editor: PartyEditor; onSaved: (message: string) => void }) {
  const { party, marketKeyID, query, form, transport, setTransport } = editor
  const save = useSaveDefaultServices(party)
  // Default services are a market's settings: saving them is a Market update (contracts/default-services.ts).
  const can = useCan(MODULE.Market)
  const queryClient = useQueryClient()
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? []
  const errors = form.formState.errors

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-sm text-slate-600">
        <Spinner className="h-5 w-5 text-brand-600" /> Loading…
      </div>
    )
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-6">
        <p className="text-sm text-red-700">{query.error.message}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Retry
        </Button>
      </div>
    )
  }

  const submit = form.handleSubmit(
    async (valid) => {
      try {
        const saved = await save.mutateAsync({ marketKeyID, rows: valid.rows })
        queryClient.setQueryData(defaultServiceQueries.rows(party, marketKeyID).queryKey, saved)
        form.reset(toDraft(saved))
        onSaved(PARTIES[party].saved)
      } catch {
        // save.error carries the server's message, shown below; the typed values stay.
      }
    },
    (invalid) => {
      const faulty = firstFaultyTransport(invalid, form.getValues('rows'))
      if (faulty) setTransport(faulty)
    },
  )

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Tabs value={String(transport)} onValueChange={(value) => setTransport(Number(value) as Transport)}>
        <TabsList variant="sub" aria-label="Transport type">
          {TRANSPORTATION_TYPES.map((type) => {
            const faulty = rows.some((row, i) => row.transportationTypeID === type.value && errors.rows?.[i])
            return (
              <TabsTrigger key={type.value} variant="sub" value={String(type.value)}>
                {type.label}
                {faulty && (
                  <>
                    <span
                      className="ml-1.5 inline-block h-2 w-2 rounded-full bg-red-600"
                      aria-hidden="true"
                    />
                    <span className="sr-only"> (has errors)</span>
                  </>
                )}
              </TabsTrigger>
            )
          })}
        </TabsList>
        {TRANSPORTATION_TYPES.map((type) => (
          <TabsContent key={type.value} value={String(type.value)} className="mt-4">
            <ServiceTable
              control={form.control}
              label={`${PARTIES[party].tab}: ${type.label}`}
              rows={rows}
              transport={type.value}
            />
          </TabsContent>
        ))}
      </Tabs>
      {save.error && (
        <p role="alert" className="rounded-app bg-red-50 px-3 py-2 text-sm text-red-800">
          {save.error.message}
        </p>
      )}
      <div>
        <Button
          type="submit"
          busy={save.isPending}
          disabled={rows.length === 0 || !can.update}
          title={can.update ? undefined : NOT_ALLOWED}
        >
          Set Default Values
        </Button>
      </div>
    </form>
  )
}

interface ServiceTableProps {
  control: Control<DraftForm, unknown, SavedForm>
  label: string
  rows: DraftRow[]
  transport: Transport
}

function ServiceTable({ control, label, rows, transport }: ServiceTableProps) {
  const shown = rows.flatMap((row, index) => (row.transportationTypeID === transport ? [{ row, index }] : []))
  if (shown.length === 0) {
    return <p className="py-6 text-sm text-slate-600">No services are set up for this transport type.</p>
  }
  return (
    <div className="overflow-x-auto rounded-app border border-slate-200">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Service Name
            </th>
            <th scope="col" className="px-4 py-3">
              Default Service Type
            </th>
            <th scope="col" className="px-4 py-3">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map(({ row, index }) => (
            <ServiceRow
              key={`${row.serviceID}-${row.transportationTypeID}`}
              control={control}
              index={index}
              row={row}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface ServiceRowProps {
  control: Control<DraftForm, unknown, SavedForm>
  index: number
  row: DraftRow
}

function ServiceRow({ control, index, row }: ServiceRowProps) {
  const type = useController({ control, name: `rows.${index}.dstid` })
  const amount = useController({ control, name: `rows.${index}.amount` })
  const errorId = useId()
  const error = amount.fieldState.error?.message ?? percentageProblem(type.field.value, amount.field.value)
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-2 font-medium text-slate-900">
        <span className="flex h-10 items-center">{row.serviceName}</span>
      </th>
      <td className="px-4 py-2">
        <div className="w-40">
          <SelectField
            ref={type.field.ref}
            aria-label={`Default Service Type for ${row.serviceName}`}
            value={type.field.value}
            options={SERVICE_TYPES}
            onChange={type.field.onChange}
            onBlur={type.field.onBlur}
          />
        </div>
      </td>
      <td className="px-4 py-2">
        <div className="w-44">
          <AmountInput
            ref={amount.field.ref}
            aria-label={`Amount for ${row.serviceName}`}
            aria-describedby={error ? errorId : undefined}
            className="text-right tabular-nums"
            value={amount.field.value}
            onChange={amount.field.onChange}
            onBlur={amount.field.onBlur}
            invalid={Boolean(error)}
          />
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </td>
    </tr>
  )
}
