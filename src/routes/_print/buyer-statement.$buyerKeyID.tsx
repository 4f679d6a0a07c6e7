import { IsoDateSchema } from '@contracts'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { StatementDocument } from '@/features/buyer-ledger/statement-document'

const optionalDate = v.fallback(v.optional(IsoDateSchema), undefined)

export const Route = createFileRoute('/_print/buyer-statement/$buyerKeyID')({
  staticData: { heading: 'Buyer Statement' },
  validateSearch: v.object({
    marketKeyID: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
    fromDate: optionalDate,
    toDate: optionalDate,
  }),
  component: function BuyerStatementRoute() {
    const { buyerKeyID } = Route.useParams()
    return <StatementDocument request={{ ...Route.useSearch(), buyerKeyID }} />
  },
})
