import { type AuctionLine, type AuctionQueueToken, type BuyerLookupSchema, tokenLabel } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import type * as v from 'valibot'
import { auctionQueries, type SaleLineVariables } from './api'
import { type OutboxLine, tokenLineRows } from './line-outbox'
import { RateContextPanel } from './rate-context-panel'
import { SALE_KEY_HINT, SaleLineForm, type SaleLineOutput } from './sale-line-form'
import { leftToSell, newLineValues, savedLineValues } from './sale-lines'
import { TokenLinesTable } from './token-lines-table'

/** The line in the form: a saved one being changed, or a refused one being fixed. */
export type Editing = { kind: 'saved'; line: AuctionLine } | { kind: 'typed'; typed: OutboxLine }

export interface TokenPanelProps {
  token: AuctionQueueToken
  gradeID: number
  onGrade: (gradeID: number) => void
  outbox: readonly OutboxLine[]
  buyers: readonly v.InferOutput<typeof BuyerLookupSchema>[]
  buyersLoading: boolean
  marketKeyID: string | null
  rights: { insert: boolean; update: boolean; cancel: boolean }
  editing: Editing | null
  /** A new value draws a fresh form. */
  formRound: number
  focusForm: boolean
  onSave: (variables: SaleLineVariables) => void
  onEdit: (editing: Editing | null) => void
  onWeigh: (line: AuctionLine) => void
  onCancel: (line: AuctionLine) => void
  onResend: (typed: OutboxLine) => void
  onDiscard: (typed: OutboxLine) => void
}

/** The token being sold: its grades, the line being typed, the rates to weigh it against, its lines. */
export function TokenPanel(props: TokenPanelProps) {
  const { token, gradeID, outbox, editing, buyers } = props
  const titleId = useId()
  const lines = useQuery(auctionQueries.tokenLines(token.tokenKeyID))
  const rates = useQuery(
    auctionQueries.rateContext({ marketKeyID: props.marketKeyID, tokenKeyID: token.tokenKeyID, gradeID }),
  )
  const grade = token.grades.find((g) => g.gradeID === gradeID)
  const defaults =
    editing?.kind === 'saved'
      ? savedLineValues(editing.line)
      : editing?.kind === 'typed'
        ? editing.typed.variables.body
        : newLineValues(token, gradeID, leftToSell(token, gradeID, outbox))
  const changing = editing !== null && Boolean(defaults.auctionLineKeyID)
  const panel = useRef<HTMLElement>(null)
  // On a phone the panel opens below the queue: a token picked there brings it up, the form first.
  const { focusForm } = props
  useEffect(() => {
    const top = panel.current?.getBoundingClientRect().top
    if (focusForm && top !== undefined && (top < 0 || top > window.innerHeight / 2))
      panel.current?.scrollIntoView({ block: 'start' })
  }, [focusForm])

  const save = (values: SaleLineOutput) => {
    const buyer = buyers.find((b) => b.buyerKeyID === values.buyerKeyID)
    props.onSave({
      body: values,
      shown: {
        tokenNo: token.tokenNo,
        gradeName: token.grades.find((g) => g.gradeID === values.gradeID)?.gradeName ?? '',
        buyerName: buyer ? `${buyer.buyerCode} ${buyer.firmName}` : '',
        productName: token.productName,
      },
    })
  }

  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      className="flex scroll-mt-24 flex-col gap-3 rounded-app border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-2xl font-bold tabular-nums text-slate-900">
          {tokenLabel(token.tokenNo)}
        </h2>
        <p className="text-base text-slate-800">
          {token.farmerCode} {token.farmerName} · {token.village} · {token.productName}
        </p>
      </header>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Grade</legend>
        {token.grades.map((g) => {
          const left = leftToSell(token, g.gradeID, outbox)
          return (
            <label
              key={g.gradeID}
              className="flex cursor-pointer items-center gap-2 rounded-app border border-slate-300 px-3 py-1.5 text-sm"
            >
              <input
                type="radio"
                name={`grade-${token.tokenKeyID}`}
                checked={g.gradeID === gradeID}
                onChange={() => props.onGrade(g.gradeID)}
              />
              <span className="font-semibold">{g.gradeName}</span>
              <span className="tabular-nums text-slate-700">
                {left} of {g.crates} left
              </span>
            </label>
          )
        })}
      </fieldset>
      <SaleLineForm
        key={`${token.tokenKeyID}:${gradeID}:${props.formRound}`}
        defaults={defaults}
        buyers={buyers}
        buyersLoading={props.buyersLoading}
        crateTareKg={token.crateTareKg}
        allowanceKgPerCrate={token.allowanceKgPerCrate}
        allowed={changing ? props.rights.update : props.rights.insert}
        autoFocus={props.focusForm}
        submitLabel={changing ? 'Save change' : 'Save line'}
        onSave={save}
        onCancelEdit={editing ? () => props.onEdit(null) : undefined}
      />
      <p className="text-xs text-slate-600">
        {SALE_KEY_HINT}.{' '}
        {grade &&
          leftToSell(token, gradeID, outbox) <= 0 &&
          !changing &&
          `No crates of ${grade.gradeName} are left.`}
      </p>
      <RateContextPanel
        context={rates.data}
        loading={rates.isPending}
        farmerName={token.farmerName}
        village={token.village}
      />
      <TokenLinesTable
        rows={tokenLineRows(lines.data ?? [], outbox, token.tokenKeyID)}
        rights={{ update: props.rights.update, cancel: props.rights.cancel }}
        onEdit={(line) => props.onEdit({ kind: 'saved', line })}
        onWeigh={props.onWeigh}
        onCancel={props.onCancel}
        onFixTyped={(typed) => props.onEdit({ kind: 'typed', typed })}
        onResend={props.onResend}
        onDiscard={props.onDiscard}
      />
    </section>
  )
}
