import { MODULE, PARTY_TYPE, PARTY_TYPES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { NOT_ALLOWED } from '@/components/crud-page'
import {
  DateRangeFilter,
  ListFilterSelect,
  PartyFilter,
  useListFilter,
  useListView,
} from '@/components/data-table'
import { labelsFor, openDocument, ShareOnWhatsApp } from '@/components/print'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { LoadState } from '@/components/ui/load-state'
import { SelectField } from '@/components/ui/select'
import { companyQueries } from '@/features/company/api'
import { formatNumber } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { crateQueries, useReturnableTypeOptions } from './api'
import { crateLedgerMessage } from './crate-ledger-share'
import { CrateLedgerTable, ledgerTotals } from './crate-ledger-table'
import { useCrateParty } from './crate-party'

const EN = labelsFor('en')

/**
 * /crate-ledger: one farmer's or buyer's crates in the selected market, one type or all together, over
 * the period (This Month unless chosen), with the balance after each movement; printed and shared on
 * WhatsApp like a statement. The party, type and period live in the URL, so a link reopens the same.
 */
export function CrateLedgerPage() {
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Crate)
  const view = useListView(undefined, 'month')
  const [partyTypeKey, setPartyType] = useListFilter<number>('partyType', ['partyKeyID'])
  const [partyKey, setParty] = useListFilter<string>('partyKeyID')
  const [crateTypeKey] = useListFilter<number>('crateTypeID')
  const partyType = partyTypeKey === PARTY_TYPE.Buyer ? PARTY_TYPE.Buyer : PARTY_TYPE.Farmer
  const partyKeyID = typeof partyKey === 'string' && partyKey !== '' ? partyKey : null
  const crateTypeID = typeof crateTypeKey === 'number' ? crateTypeKey : 0
  const typeOptions = useReturnableTypeOptions()
  const party = useCrateParty(marketKeyID, partyType, partyKeyID)
  const dates = { fromDate: view.resolved?.fromDate ?? '', toDate: view.resolved?.toDate ?? '' }
  const request = {
    marketKeyID: marketKeyID ?? '',
    partyType,
    partyKeyID: partyKeyID ?? '',
    crateTypeID,
    ...dates,
  }
  const ledger = useQuery(crateQueries.ledger(request))
  const firm = useQuery(companyQueries.model())
  const partyLabel = partyType === PARTY_TYPE.Farmer ? 'Farmer' : 'Buyer'
  const crateType = typeOptions.find((t) => t.value === crateTypeID)?.label ?? EN.allCrateTypes

  if (!can.view) return <p className="rounded-app bg-amber-50 p-4 text-sm text-amber-900">{NOT_ALLOWED}</p>

  const printPath = () => {
    const search = new URLSearchParams(
      Object.entries({ ...request, partyKeyID: undefined }).flatMap(([key, value]) =>
        value ? [[key, String(value)]] : [],
      ),
    )
    return `/crate-statement/${partyKeyID}?${search}`
  }
  const message =
    ledger.data && firm.data && party.chosen
      ? crateLedgerMessage(
          { firmName: firm.data.companyName, partyName: party.chosen.name, crateType, ...dates },
          ledger.data,
        )
      : null

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Party Type" className="w-40">
          {({ id }) => (
            <SelectField
              id={id}
              value={partyType}
              options={PARTY_TYPES}
              onChange={(next) => void setPartyType(next)}
            />
          )}
        </Field>
        <PartyFilter
          label={partyLabel}
          value={partyKeyID}
          onChange={(key) => void setParty(key)}
          options={party.options}
          loading={party.loading}
        />
        <ListFilterSelect filterKey="crateTypeID" label="Crate Type" options={typeOptions} />
        <DateRangeFilter view={view.range} resolved={view.resolved} onChange={view.changeRange} />
        {partyKeyID && (
          <Button variant="secondary" onClick={() => openDocument(printPath())}>
            Print
          </Button>
        )}
        {message && <ShareOnWhatsApp mobileNo={party.chosen?.mobileNo ?? ''} text={message} />}
      </div>
      {!partyKeyID ? (
        <p className="rounded-app border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm">
          Choose a {partyLabel.toLowerCase()} to see the crate ledger.
        </p>
      ) : !ledger.data ? (
        <LoadState label="Crate ledger" error={ledger.error} onRetry={() => ledger.refetch()} />
      ) : (
        <section
          aria-label="Crate ledger"
          className="flex flex-col gap-4 rounded-app border border-slate-200 bg-white p-4 shadow-sm"
        >
          <LedgerFigures
            opening={ledger.data.opening}
            closing={ledger.data.closing}
            {...ledgerTotals(ledger.data)}
          />
          <div className="overflow-x-auto">
            <CrateLedgerTable ledger={ledger.data} labels={EN} />
          </div>
        </section>
      )}
    </div>
  )
}

function LedgerFigures(figures: { opening: number; outQty: number; inQty: number; closing: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {(
        [
          ['Opening', figures.opening],
          ['Out', figures.outQty],
          ['Returned', figures.inQty],
          ['Closing', figures.closing],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
