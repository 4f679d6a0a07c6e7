import { createFileRoute } from '@tanstack/react-router'
import { VoucherDocument } from '@/features/payment/voucher-document'

export const Route = createFileRoute('/_print/payment-voucher/$paymentKeyID')({
  staticData: { heading: 'Voucher' },
  component: function VoucherRoute() {
    return <VoucherDocument paymentKeyID={Route.useParams().paymentKeyID} />
  },
})
