import type { MarketRow } from '@contracts'
import { listColumnHelper } from '@/components/data-table'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { QrThumbnail } from './qr-thumbnail'

const column = listColumnHelper<MarketRow>()

const statusText = (active: unknown) => (active ? 'Active' : 'Inactive')

/** Column ids are the contract's sort columns, so a header click sorts on the server. */
export const marketColumns = column.columns([
  column.accessor('marketPlaceName', {
    header: 'Market Name',
    cell: (info) => <span className="font-medium text-slate-900">{info.getValue()}</span>,
  }),
  column.accessor('stateName', { header: 'State' }),
  column.accessor('districtName', { header: 'District' }),
  column.accessor('talukaName', { header: 'Taluka' }),
  column.accessor('marketMobileNo', { header: 'Mobile Number' }),
  column.accessor('marketAddress', { header: 'Address', meta: { className: 'min-w-32' } }),
  column.display({
    id: 'paymentQRPhotoUrl',
    header: 'QR',
    cell: ({ row }) => (
      <QrThumbnail url={row.original.paymentQRPhotoUrl} marketName={row.original.marketPlaceName} />
    ),
  }),
  column.accessor('isActive', {
    header: 'Status',
    cell: (info) => (
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
          info.getValue() ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
        )}
      >
        {statusText(info.getValue())}
      </span>
    ),
    meta: { exportText: statusText },
  }),
  column.accessor('createdDate', {
    header: 'Created Date',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'whitespace-nowrap', exportText: (value) => formatDate(String(value)) },
  }),
])
