import { WALLET_DAY_STATUS, WALLET_DAY_STATUSES, type WalletDayRow } from '@contracts'
import {
  type HeldView,
  type ListColumn,
  ListPage,
  type ListRequest,
  listColumnHelper,
  optionText,
  RowAction,
} from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { formatDate, formatMoney } from '@/lib/format'
import { walletQueries } from './api'

export const walletStatusText = optionText(WALLET_DAY_STATUSES)

export const WALLET_STATUS_TONE = {
  [WALLET_DAY_STATUS.NotOpened]: 'slate',
  [WALLET_DAY_STATUS.Open]: 'green',
  [WALLET_DAY_STATUS.Closed]: 'amber',
} as Record<number, 'slate' | 'green' | 'amber'>

const column = listColumnHelper<WalletDayRow>()

const amount = (
  id: 'openingAmount' | 'cashIn' | 'cashOut' | 'bookClosing' | 'closingAmount' | 'variance',
  header: string,
) =>
  column.accessor(id, {
    header,
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'text-right whitespace-nowrap tabular-nums' },
  })

/** Column ids are the contract's sort columns. A day not closed has no count, variance or closer yet. */
const columns: ListColumn<WalletDayRow>[] = [
  column.accessor('walletDate', {
    header: 'Date',
    cell: (info) => formatDate(info.getValue()),
    meta: {
      className: 'whitespace-nowrap font-medium text-slate-900',
      exportText: (v) => formatDate(String(v)),
    },
  }),
  amount('openingAmount', 'Opening'),
  amount('cashIn', 'Cash In'),
  amount('cashOut', 'Cash Out'),
  amount('bookClosing', 'Book Closing'),
  amount('closingAmount', 'Counted'),
  amount('variance', 'Variance'),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={WALLET_STATUS_TONE[info.getValue()]}>{walletStatusText(info.getValue())}</Badge>
    ),
    meta: { exportText: walletStatusText },
  }),
  column.accessor('closedBy', { header: 'Closed By' }),
]

export interface WalletDaysProps {
  marketKeyID: string
  /** The list's view, kept in the page's URL beside the day on screen. */
  view: HeldView<string>
  /** Opens a day above the list. */
  onOpen: (walletDate: string) => void
}

/** The market's wallet days, newest first, over a date range: each opens read-only once closed. */
export function WalletDays({ marketKeyID, view, onOpen }: WalletDaysProps) {
  return (
    <ListPage
      label="Wallet Days"
      columns={columns}
      query={(request: ListRequest) => walletQueries.list({ ...request, marketKeyID } as never)}
      getRowId={(row) => row.walletDate}
      rowName={(row) => `wallet of ${formatDate(row.walletDate)}`}
      exportName="wallet-days"
      searchPlaceholder="Search date, reason, closed by"
      view={view}
      rowActions={(row) => (
        <RowAction
          icon="view"
          label={`Open wallet of ${formatDate(row.walletDate)}`}
          onClick={() => onOpen(row.walletDate)}
        />
      )}
    />
  )
}
