import { type Dashboard, TOKEN_STATUS, TOKEN_STATUSES } from '@contracts'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DuesAsOf } from '@/components/money'
import { cn } from '@/lib/cn'
import { formatMoney, formatNumber } from '@/lib/format'
import { dashboardLinks, type ListLink } from './links'

type Cards = Dashboard['cards']

const STATUS_KEYS = {
  [TOKEN_STATUS.Open]: 'open',
  [TOKEN_STATUS.Graded]: 'graded',
  [TOKEN_STATUS.Auctioned]: 'auctioned',
  [TOKEN_STATUS.Billed]: 'billed',
  [TOKEN_STATUS.Cancelled]: 'cancelled',
} as const

/** One dashboard card: a titled group of figures. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-app border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        {title}
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-2">{children}</div>
    </section>
  )
}

/** A figure that opens the list it was counted from, filtered the same way. */
function Figure({
  label,
  value,
  link,
  highlight = false,
}: {
  label: string
  value: string
  link: ListLink
  highlight?: boolean
}) {
  return (
    <Link
      to={link.to}
      search={link.search as never}
      className={cn(
        'flex min-w-24 flex-col rounded-app px-2 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600',
        highlight && 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100',
      )}
    >
      <span className="text-xs text-slate-600">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{value}</span>
    </Link>
  )
}

/** The selected market's day: each figure links to the list behind it. */
export function DashboardCards({ cards }: { cards: Cards }) {
  const links = dashboardLinks(cards.date)
  const unpaid = cards.todayUnpaidPattis
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Card title="Vehicles today">
        <Figure label="In" value={formatNumber(cards.vehiclesIn)} link={links.vehiclesIn} />
        <Figure label="Out" value={formatNumber(cards.vehiclesOut)} link={links.vehiclesOut} />
      </Card>
      <Card title="Tokens today">
        {TOKEN_STATUSES.map(({ value, label }) => (
          <Figure
            key={value}
            label={label}
            value={formatNumber(cards.tokensByStatus[STATUS_KEYS[value]])}
            link={links.tokens(value)}
          />
        ))}
      </Card>
      <Card title="Arrivals today">
        <Figure label="Crates" value={formatNumber(cards.crates)} link={links.tokensToday} />
        <Figure label="Quintals sold" value={formatNumber(cards.quintals)} link={links.salesToday} />
      </Card>
      <Card title="Auctions today">
        <Figure label="Done" value={formatNumber(cards.auctionsDone)} link={links.salesToday} />
        <Figure label="Pending" value={formatNumber(cards.auctionsPending)} link={links.auctionQueue} />
      </Card>
      <Card title="Turnover">
        <Figure label="Today" value={formatMoney(cards.turnoverToday)} link={links.salesToday} />
        <Figure label="This month" value={formatMoney(cards.turnoverMonth)} link={links.salesMonth} />
      </Card>
      <Card title="Income this month">
        <Figure label="Commission" value={formatMoney(cards.commissionMonth)} link={links.pattisMonth} />
        <Figure label="Services" value={formatMoney(cards.serviceIncomeMonth)} link={links.invoicesMonth} />
      </Card>
      <Card title="Farmer payables">
        <Figure label="Owed to farmers" value={formatMoney(cards.farmerPayables)} link={links.farmersOwed} />
        <Figure
          label={`Today's unpaid pattis (${formatNumber(unpaid.count)})`}
          value={formatMoney(unpaid.amount)}
          link={links.pattisToday}
          highlight={unpaid.count > 0}
        />
      </Card>
      <Card title="Buyer receivables">
        <DuesAsOf date={cards.date} />
        <Figure label="Outstanding" value={formatMoney(cards.buyerReceivables)} link={links.collections} />
        <Figure
          label="Overdue"
          value={formatMoney(cards.buyerOverdue)}
          link={links.overdue}
          highlight={cards.buyerOverdue > 0}
        />
      </Card>
      <Card title="Cash & bank">
        <Figure label="Cash in hand" value={formatMoney(cards.cashInHand)} link={links.cashBook} />
        {cards.bankBalances.map((bank) => (
          <Figure
            key={bank.bankAccountKeyID}
            label={bank.accountName}
            value={formatMoney(bank.balance)}
            link={links.bankBook(bank.bankAccountKeyID)}
          />
        ))}
      </Card>
    </div>
  )
}
