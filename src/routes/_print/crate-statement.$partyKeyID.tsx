import { IsoDateSchema, PARTY_TYPE } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { CrateLedgerDocument } from '@/features/crate/crate-ledger-document'

const optionalDate = v.fallback(v.optional(IsoDateSchema, ''), '')

export const Route = createFileRoute('/_print/crate-statement/$partyKeyID')({
  staticData: { heading: 'Crate Ledger' },
  validateSearch: v.object({
    marketKeyID: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100)), ''), ''),
    partyType: v.fallback(
      v.optional(v.picklist([PARTY_TYPE.Farmer, PARTY_TYPE.Buyer]), PARTY_TYPE.Farmer),
      PARTY_TYPE.Farmer,
    ),
    crateTypeID: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0), 0),
    fromDate: optionalDate,
    toDate: optionalDate,
  }),
  component: function CrateStatementRoute() {
    const { partyKeyID } = Route.useParams()
    return <CrateLedgerDocument request={{ ...Route.useSearch(), partyKeyID }} />
  },
})
