import {
  AUCTION_LINE_STATUS,
  type AuctionLine,
  fromPaise,
  linePaise,
  RATE_UNITS,
  rateNeedsWeight,
} from '@contracts'
import { optionText } from '@/components/data-table'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/format'
import { saleBlock } from '@/lib/sale-block'
import type { OutboxLine, TokenLineRow } from './line-outbox'
import { RefusedLineActions } from './refused-line-actions'

const unitText = optionText(RATE_UNITS)

export interface LineRights {
  update: boolean
  cancel: boolean
}

export interface TokenLinesTableProps {
  rows: readonly TokenLineRow[]
  rights: LineRights
  onEdit: (line: AuctionLine) => void
  onWeigh: (line: AuctionLine) => void
  onCancel: (line: AuctionLine) => void
  onFixTyped: (typed: OutboxLine) => void
  onResend: (typed: OutboxLine) => void
  onDiscard: (typed: OutboxLine) => void
}

const money = (paise: number | null) => (paise === null ? 'After weighing' : formatMoney(fromPaise(paise)))

/** Where a typed line or change stands, in the clerk's words. */
export function OutboxStatusText({ line }: { line: OutboxLine }) {
  if (line.status === 'sending') return <Badge tone="slate">Sending…</Badge>
  if (line.status === 'waiting')
    return (
      <span className="flex flex-col gap-0.5">
        <Badge tone="amber">Pending: waiting for the server</Badge>
        {line.message && <span className="text-xs text-slate-600">{line.message}</span>}
      </span>
    )
  return (
    <span className="flex flex-col gap-0.5">
      <Badge tone="amber">{line.warning ? 'Needs confirmation' : 'Refused'}</Badge>
      <span role="alert" className="text-xs text-red-800">
        {line.message}
      </span>
    </span>
  )
}

function SavedStatus({ line }: { line: AuctionLine }) {
  if (line.status === AUCTION_LINE_STATUS.Invoiced) return <Badge tone="slate">Invoiced</Badge>
  if (line.awaitingWeight) return <Badge tone="amber">Awaiting weight</Badge>
  return <Badge tone="green">Saved</Badge>
}

function TypedActions({ typed, props }: { typed: OutboxLine; props: TokenLinesTableProps }) {
  return (
    <RefusedLineActions
      typed={typed}
      onFix={props.onFixTyped}
      onResend={props.onResend}
      onDiscard={props.onDiscard}
    />
  )
}

/** The token's sale lines: saved ones, then those typed but not yet saved, each with where it stands. */
export function TokenLinesTable(props: TokenLinesTableProps) {
  const { rows, rights } = props
  if (rows.length === 0) return <p className="text-sm text-slate-600">No line sold from this token yet.</p>
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Lines of this token</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            Grade
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Buyer
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Crates
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Rate
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            Amount
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Status
          </th>
          <th scope="col" className="py-1 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          if (row.kind === 'typed') {
            const { body, shown } = row.typed.variables
            return (
              <tr key={`typed-${row.typed.mutationId}`} className="border-t border-slate-100 bg-amber-50">
                <td className="py-1.5 pr-2">{shown.gradeName}</td>
                <td className="py-1.5 pr-2">{shown.buyerName}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{body.crates}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {formatMoney(Number(body.rate))} {unitText(body.rateUnit).toLowerCase()}
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {money(
                    linePaise({
                      rateUnit: body.rateUnit,
                      rate: Number(body.rate),
                      crates: Number(body.crates),
                      netWeightKg: body.netWeightKg ?? null,
                    }),
                  )}
                </td>
                <td className="py-1.5 pr-2">
                  <OutboxStatusText line={row.typed} />
                </td>
                <td className="flex flex-wrap gap-1 py-1.5">
                  <TypedActions typed={row.typed} props={props} />
                </td>
              </tr>
            )
          }
          const { line, change } = row
          const sold = line.status === AUCTION_LINE_STATUS.Sold
          const changeBlock = saleBlock(rights.update, line, true, '')
          const cancelBlock = saleBlock(rights.cancel, line, true, '')
          return (
            <tr key={line.auctionLineKeyID} className="border-t border-slate-100">
              <td className="py-1.5 pr-2">{line.gradeName}</td>
              <td className="py-1.5 pr-2">
                {line.buyerCode} {line.buyerName}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{line.crates}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">
                {formatMoney(line.rate)} {unitText(line.rateUnit).toLowerCase()}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums">
                {line.awaitingWeight ? 'After weighing' : formatMoney(line.amount)}
              </td>
              <td className="py-1.5 pr-2">
                {change ? <OutboxStatusText line={change} /> : <SavedStatus line={line} />}
              </td>
              <td className="flex flex-wrap gap-1 py-1.5">
                {change ? (
                  <TypedActions typed={change} props={props} />
                ) : (
                  sold && (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={changeBlock !== ''}
                        title={changeBlock || undefined}
                        onClick={() => props.onEdit(line)}
                      >
                        Edit
                      </Button>
                      {rateNeedsWeight(line.rateUnit) && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={changeBlock !== ''}
                          title={changeBlock || undefined}
                          onClick={() => props.onWeigh(line)}
                        >
                          Weigh
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={cancelBlock !== ''}
                        title={cancelBlock || undefined}
                        onClick={() => props.onCancel(line)}
                      >
                        Cancel
                      </Button>
                    </>
                  )
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
