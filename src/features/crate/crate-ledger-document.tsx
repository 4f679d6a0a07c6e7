import { PARTY_TYPE } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { DocumentLoading, PrintDocument, ShareOnWhatsApp, usePrintSettings } from '@/components/print'
import { companyQueries } from '@/features/company/api'
import { marketQueries } from '@/features/market/api'
import { formatDate } from '@/lib/format'
import { crateQueries } from './api'
import { crateLedgerMessage } from './crate-ledger-share'
import { CrateLedgerTable } from './crate-ledger-table'
import { useCrateParty } from './crate-party'

export interface CrateLedgerRequest {
  marketKeyID: string
  partyType: 1 | 2
  partyKeyID: string
  crateTypeID: number
  fromDate: string
  toDate: string
}

/** A party's crate ledger on paper, and shared on WhatsApp to the party's mobile. */
export function CrateLedgerDocument({ request }: { request: CrateLedgerRequest }) {
  const firm = useQuery(companyQueries.model())
  const ledger = useQuery(crateQueries.ledger(request))
  const market = useQuery(marketQueries.model(request.marketKeyID || null))
  const types = useQuery(crateQueries.types())
  const party = useCrateParty(request.marketKeyID, request.partyType, request.partyKeyID)
  const settings = usePrintSettings('A4')
  const { labels } = settings
  if (!firm.data || !ledger.data)
    return <DocumentLoading label={labels.crateLedger} queries={[firm, ledger]} />
  const crateType =
    types.data?.find((t) => t.crateTypeID === request.crateTypeID)?.crateTypeName ?? labels.allCrateTypes
  const partyName = party.chosen?.name ?? ''
  const meta = [
    { label: request.partyType === PARTY_TYPE.Farmer ? labels.farmer : labels.buyer, value: partyName },
    { label: labels.market, value: market.data?.marketPlaceName ?? '' },
    { label: labels.crateType, value: crateType },
    {
      label: labels.period,
      value: `${formatDate(request.fromDate) || '…'} – ${formatDate(request.toDate) || '…'}`,
    },
  ]
  const message = crateLedgerMessage(
    {
      firmName: firm.data.companyName,
      partyName,
      crateType,
      fromDate: request.fromDate,
      toDate: request.toDate,
    },
    ledger.data,
  )
  return (
    <PrintDocument
      firm={firm.data}
      settings={settings}
      title={labels.crateLedger}
      meta={meta}
      actions={<ShareOnWhatsApp mobileNo={party.chosen?.mobileNo ?? ''} text={message} />}
    >
      <CrateLedgerTable ledger={ledger.data} labels={labels} />
    </PrintDocument>
  )
}
