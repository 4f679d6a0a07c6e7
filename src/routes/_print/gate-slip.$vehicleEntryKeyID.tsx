import { createFileRoute } from '@tanstack/react-router'
import { GateSlip } from '@/features/vehicle-entry/gate-slip'

export const Route = createFileRoute('/_print/gate-slip/$vehicleEntryKeyID')({
  staticData: { heading: 'Gate Slip' },
  component: function GateSlipRoute() {
    return <GateSlip vehicleEntryKeyID={Route.useParams().vehicleEntryKeyID} />
  },
})
