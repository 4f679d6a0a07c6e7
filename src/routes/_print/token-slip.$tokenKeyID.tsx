import { createFileRoute } from '@tanstack/react-router'
import { TokenSlip } from '@/features/token/token-slip'

export const Route = createFileRoute('/_print/token-slip/$tokenKeyID')({
  staticData: { heading: 'Token Slip' },
  component: function TokenSlipRoute() {
    return <TokenSlip tokenKeyID={Route.useParams().tokenKeyID} />
  },
})
