import { type AuctionLine, type AuctionQueueToken, MODULE, tokenLabel } from '@contracts'
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ReasonDialog, warningText } from '@/components/form'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { buyerQueries } from '@/features/buyer/api'
import { useCan } from '@/lib/permissions'
import { useSelectedMarket } from '@/lib/selected-market'
import { auctionQueries, SALE_LINE_KEY, type SaleLineVariables, useCancelAuctionLine } from './api'
import { AuctionQueue } from './auction-queue'
import { AwaitingWeight } from './awaiting-weight'
import { keepSaleLines, useWentThrough } from './kept-lines'
import { type OutboxLine, outboxLines, type SaleLineMutation } from './line-outbox'
import { OutboxPanel } from './outbox-panel'
import { nextGrade } from './sale-lines'
import { type Editing, TokenPanel } from './token-panel'
import { WeighDialog } from './weigh-dialog'

/**
 * /startAuction: the live crate auction. The clerk picks a token from today's queue and sells it
 * grade by grade from the keyboard; every line shows at once and is kept on this computer until the
 * server has it.
 */
export function StartAuctionPage() {
  const client = useQueryClient()
  // Before the first save: restored lines need their mutation function, and so do new ones.
  useState(() => keepSaleLines(client))
  const { marketKeyID } = useSelectedMarket()
  const can = useCan(MODULE.Auction)
  const queue = useQuery(auctionQueries.queue(marketKeyID))
  const buyers = useQuery(buyerQueries.lookup(marketKeyID))
  const mutations = useMutationState<SaleLineMutation>({
    filters: { mutationKey: SALE_LINE_KEY },
    select: (mutation) => ({ mutationId: mutation.mutationId, state: mutation.state }),
  })
  const outbox = useMemo(() => outboxLines(mutations), [mutations])
  const wentThrough = useWentThrough()
  const save = useMutation<AuctionLine, Error, SaleLineVariables>({ mutationKey: SALE_LINE_KEY })
  const cancel = useCancelAuctionLine()

  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  const [opened, setOpened] = useState<AuctionQueueToken | null>(null)
  const [gradeID, setGradeID] = useState<number | null>(null)
  const [editing, setEditing] = useState<Editing | null>(null)
  // Every new form (next grade, next token, after a save) starts clean and takes the cursor.
  const [formRound, setFormRound] = useState(0)
  const [focusForm, setFocusForm] = useState(false)
  const [dismissedWarnings, setDismissedWarnings] = useState<ReadonlySet<number>>(new Set())
  const [weighing, setWeighing] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<AuctionLine | null>(null)
  const [success, setSuccess] = useState<string | null>(null)

  const tokens = queue.data ?? []
  const selected = selectedKey ?? tokens[0]?.tokenKeyID ?? null
  // The open token stays on screen after it leaves the queue (sold out), with its lines.
  const token = tokens.find((t) => t.tokenKeyID === opened?.tokenKeyID) ?? opened

  const open = (tokenKeyID: string, focus = true) => {
    const next = tokens.find((t) => t.tokenKeyID === tokenKeyID)
    if (!next) return
    setSelectedKey(tokenKeyID)
    setOpened(next)
    setGradeID(nextGrade(next, outbox, null) ?? next.grades[0]?.gradeID ?? null)
    setEditing(null)
    setFocusForm(focus)
    setFormRound((n) => n + 1)
  }

  const removeTyped = (typed: OutboxLine) => {
    // The line leaves the form too, if it was being fixed there.
    if (editing?.kind === 'typed' && editing.typed.mutationId === typed.mutationId) {
      setEditing(null)
      setFormRound((n) => n + 1)
    }
    const cache = client.getMutationCache()
    const mutation = cache.getAll().find((m) => m.mutationId === typed.mutationId)
    if (mutation) cache.remove(mutation)
  }

  const send = (variables: SaleLineVariables) => save.mutate(variables)

  const onSaved = (variables: SaleLineVariables) => {
    if (editing?.kind === 'typed') removeTyped(editing.typed)
    send(variables)
    setEditing(null)
    setFocusForm(true)
    setFormRound((n) => n + 1)
    if (!token) return
    // The line just typed is not in the outbox until the next render: count it here.
    const typed: OutboxLine = {
      mutationId: Number.MAX_SAFE_INTEGER,
      variables,
      status: 'sending',
      message: null,
      warning: false,
    }
    const withTyped = variables.body.auctionLineKeyID ? outbox : [...outbox, typed]
    const grade = nextGrade(token, withTyped, variables.body.gradeID)
    if (grade !== null) {
      setGradeID(grade)
      return
    }
    // The next token with crates left, going round to the top of the queue from the last one.
    const at = tokens.findIndex((t) => t.tokenKeyID === token.tokenKeyID)
    const after = [...tokens.slice(at + 1), ...tokens.slice(0, Math.max(at, 0))]
    const nextToken = after.find((t) => nextGrade(t, withTyped, null) !== null)
    if (nextToken) open(nextToken.tokenKeyID)
  }

  const resend = (typed: OutboxLine, confirmWarnings: boolean) => {
    removeTyped(typed)
    send({
      ...typed.variables,
      body: {
        ...typed.variables.body,
        confirmWarnings: confirmWarnings || typed.variables.body.confirmWarnings,
      },
    })
  }

  /** A refused line back in the form as typed, on its token (opened again if need be). */
  const fix = (typed: OutboxLine) => {
    const { tokenKeyID, gradeID: typedGrade } = typed.variables.body
    if (token?.tokenKeyID !== tokenKeyID) open(tokenKeyID)
    setEditing({ kind: 'typed', typed })
    setGradeID(typedGrade)
    setFocusForm(true)
    setFormRound((n) => n + 1)
  }

  const warning = outbox.find((line) => line.warning && !dismissedWarnings.has(line.mutationId)) ?? null
  const dismiss = (line: OutboxLine) => setDismissedWarnings((set) => new Set(set).add(line.mutationId))

  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <AuctionQueue
        tokens={tokens}
        selectedKey={selected}
        onSelect={setSelectedKey}
        onOpen={(key) => open(key)}
        autoFocus={opened === null}
        outbox={outbox}
        loading={queue.isPending}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <OutboxPanel
          lines={outbox}
          wentThrough={wentThrough}
          onFix={fix}
          onResend={(typed) => resend(typed, typed.warning)}
          onDiscard={removeTyped}
        />
        {token && gradeID !== null ? (
          <TokenPanel
            key={token.tokenKeyID}
            token={token}
            gradeID={gradeID}
            onGrade={(grade) => {
              setGradeID(grade)
              setEditing(null)
              setFormRound((n) => n + 1)
            }}
            outbox={outbox}
            buyers={buyers.data ?? []}
            buyersLoading={buyers.isPending}
            marketKeyID={marketKeyID}
            rights={{ insert: can.insert, update: can.update, cancel: can.delete }}
            editing={editing}
            formRound={formRound}
            focusForm={focusForm}
            onSave={onSaved}
            onEdit={(next) => {
              if (next?.kind === 'typed') return fix(next.typed)
              setEditing(next)
              if (next) setGradeID(next.line.gradeID)
              setFocusForm(true)
              setFormRound((n) => n + 1)
            }}
            onWeigh={(line) => setWeighing(line.auctionLineKeyID)}
            onCancel={setCancelling}
            onResend={(typed) => resend(typed, typed.warning)}
            onDiscard={removeTyped}
          />
        ) : (
          <p className="rounded-app border border-dashed border-slate-300 p-6 text-sm text-slate-600">
            {queue.isPending
              ? 'Loading the queue…'
              : 'Pick a token from the queue: arrow keys or its number, then Enter.'}
          </p>
        )}
        <AwaitingWeight marketKeyID={marketKeyID} canWeigh={can.update} onWeigh={setWeighing} />
      </div>
      <ConfirmDialog
        open={warning !== null}
        title="Confirm sale"
        message={
          warning
            ? `${tokenLabel(warning.variables.shown.tokenNo)} ${warning.variables.shown.gradeName} · ${warning.variables.shown.buyerName}: ${warningText(warning.message ?? '')}`
            : ''
        }
        onConfirm={() => {
          if (!warning) return
          dismiss(warning)
          resend(warning, true)
        }}
        onCancel={() => warning && dismiss(warning)}
      />
      <WeighDialog
        auctionLineKeyID={weighing}
        onClose={() => setWeighing(null)}
        onSaved={(message) => {
          setWeighing(null)
          setSuccess(message)
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={
          cancelling
            ? `Cancel line ${tokenLabel(cancelling.tokenNo)} ${cancelling.gradeName} · ${cancelling.buyerName}`
            : ''
        }
        onSubmit={async (reason) => {
          if (!cancelling) return ''
          await cancel.mutateAsync({ auctionLineKeyID: cancelling.auctionLineKeyID, reason })
          return `Line of ${tokenLabel(cancelling.tokenNo)} cancelled; its crates are back on sale.`
        }}
        onClose={() => setCancelling(null)}
        onSaved={(message) => {
          setCancelling(null)
          setSuccess(message)
        }}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </div>
  )
}
