import { type AuctionLine, isConfirmMessage } from '@contracts'
import type { MutationState } from '@tanstack/react-query'
import type { SaleLineVariables } from './api'

/**
 * Where a typed line is until the server has it: being sent, waiting for a server that does not
 * answer (kept, retried in order), or refused with the server's message (kept until the clerk
 * resends or discards it).
 */
export type OutboxStatus = 'sending' | 'waiting' | 'refused'

export interface OutboxLine {
  mutationId: number
  variables: SaleLineVariables
  status: OutboxStatus
  /** Why it waits (the last failure) or why it was refused. */
  message: string | null
  /** The refusal is a warning the clerk may confirm (a rate outside the alert band, a credit limit). */
  warning: boolean
}

export interface SaleLineMutation {
  mutationId: number
  state: Pick<
    MutationState<unknown, unknown, unknown>,
    'status' | 'isPaused' | 'failureCount' | 'failureReason' | 'error' | 'variables'
  >
}

const messageOf = (error: unknown): string | null =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : null

/** The typed lines the server has not saved, oldest first; saved and never-started ones are left out. */
export function outboxLines(mutations: readonly SaleLineMutation[]): OutboxLine[] {
  const lines: OutboxLine[] = []
  for (const { mutationId, state } of mutations) {
    const variables = state.variables as SaleLineVariables | undefined
    if (!variables) continue
    if (state.status === 'error') {
      const message = messageOf(state.error)
      lines.push({ mutationId, variables, status: 'refused', message, warning: isConfirmMessage(message) })
    } else if (state.status === 'pending') {
      const waiting = state.isPaused || state.failureCount > 0
      lines.push({
        mutationId,
        variables,
        status: waiting ? 'waiting' : 'sending',
        message: waiting ? messageOf(state.failureReason) : null,
        warning: false,
      })
    }
  }
  return lines.sort((a, b) => a.mutationId - b.mutationId)
}

/** Crates a grade has on their way to the server: new lines being sent or waiting (not refused ones). */
export function cratesOnTheirWay(lines: readonly OutboxLine[], tokenKeyID: string, gradeID: number): number {
  return lines
    .filter(
      (line) =>
        line.status !== 'refused' &&
        !line.variables.body.auctionLineKeyID &&
        line.variables.body.tokenKeyID === tokenKeyID &&
        line.variables.body.gradeID === gradeID,
    )
    .reduce((sum, line) => sum + line.variables.body.crates, 0)
}

/** One row of a token's lines: a saved line, maybe with a change on its way, or a typed new one. */
export type TokenLineRow =
  | { kind: 'saved'; line: AuctionLine; change: OutboxLine | null }
  | { kind: 'typed'; typed: OutboxLine }

/** The server's copy of a typed line: same grade, buyer, crates and rate. */
const sameSale = (line: AuctionLine, typed: OutboxLine) => {
  const { body } = typed.variables
  return (
    line.gradeID === body.gradeID &&
    line.buyerKeyID === body.buyerKeyID &&
    line.crates === body.crates &&
    line.rateUnit === body.rateUnit &&
    line.rate === body.rate
  )
}

/**
 * The token's lines as the clerk expects them: the server's, each with the latest change typed for
 * it that the server does not have yet, then the new lines typed, in the order typed. A line being
 * sent whose saved copy a refresh already brought (the answer is still on its way) shows once.
 */
export function tokenLineRows(
  saved: readonly AuctionLine[],
  outbox: readonly OutboxLine[],
  tokenKeyID: string,
): TokenLineRow[] {
  const ofToken = outbox.filter((line) => line.variables.body.tokenKeyID === tokenKeyID)
  const changeOf = (key: string) =>
    ofToken.findLast((line) => line.variables.body.auctionLineKeyID === key) ?? null
  const unclaimed = [...saved]
  const typed = ofToken.filter((line) => {
    if (line.variables.body.auctionLineKeyID) return false
    if (line.status !== 'sending') return true
    const copy = unclaimed.findLastIndex((l) => sameSale(l, line))
    if (copy < 0) return true
    unclaimed.splice(copy, 1)
    return false
  })
  return [
    ...saved.map((line) => ({ kind: 'saved' as const, line, change: changeOf(line.auctionLineKeyID) })),
    ...typed.map((line) => ({ kind: 'typed' as const, typed: line })),
  ]
}
