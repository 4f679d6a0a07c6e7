import {
  CloseWalletDayRequestSchema,
  countTotal,
  OpenWalletDayRequestSchema,
  toPaise,
  WALLET_MESSAGES,
  type WalletDay,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { TextField } from '@/components/form'
import { PageForm } from '@/components/form/page-form'
import { NoteCount } from '@/components/money'
import { currencyQueries } from '@/features/currency/api'
import { formatDate } from '@/lib/format'
import { useCloseWalletDay, useOpenWalletDay } from './api'

export interface CountFormProps {
  day: WalletDay
  /** Why the user's role may not do this, or null. */
  notAllowed: string | null
  onSaved: (message: string) => void
}

const useDenominations = () => {
  const currencies = useQuery(currencyQueries.lookup())
  return (currencies.data ?? []).map((c) => c.denomination)
}

/** Opens a day with the drawer's count, pre-filled from the last closing count. */
export function OpenDayForm({ day, notAllowed, onSaved }: CountFormProps) {
  const open = useOpenWalletDay()
  const denominations = useDenominations()
  return (
    <PageForm
      title="Open the Day"
      description="Count the drawer: the count starts from the last closing count."
      submitLabel="Open Day"
      notAllowed={notAllowed}
      schema={OpenWalletDayRequestSchema}
      defaultValues={{
        marketKeyID: day.marketKeyID,
        walletDate: day.walletDate,
        openingCount: day.previousClosingCount,
      }}
      onSubmit={async (values) => {
        await open.mutateAsync(values)
        return `Wallet of ${formatDate(day.walletDate)} opened.`
      }}
      onSaved={onSaved}
    >
      {(form) => (
        <div className="sm:col-span-2">
          <NoteCount
            label="Opening count"
            denominations={denominations}
            value={form.watch('openingCount')}
            onChange={(next) => form.setValue('openingCount', next)}
            against={
              day.previousClosingCount.length > 0
                ? { label: 'Last closing', amount: day.previousClosingAmount, differenceLabel: 'Difference' }
                : undefined
            }
          />
        </div>
      )}
    </PageForm>
  )
}

/** The close, checked as the server will: a count that differs from the book needs its reason. */
const closeSchema = (day: WalletDay) =>
  v.pipe(
    CloseWalletDayRequestSchema,
    v.forward(
      v.check(
        (body) =>
          countTotal(body.closingCount) === toPaise(day.bookClosing) || body.varianceReason.length >= 3,
        WALLET_MESSAGES.reasonRequired,
      ),
      ['varianceReason'],
    ),
  )

/**
 * Closes an open day with the note count, after an 'Are you sure?': a closed day takes no more cash
 * and is not opened again.
 */
export function CloseDayForm({ day, notAllowed, onSaved }: CountFormProps) {
  const close = useCloseWalletDay()
  const denominations = useDenominations()
  return (
    <PageForm
      title="Close the Day"
      description="Count the drawer by denomination: the variance is the count less the book."
      submitLabel="Close Day"
      notAllowed={notAllowed}
      confirmMessage={`Close the wallet of ${formatDate(day.walletDate)}? A closed day cannot be reopened, and takes no more cash.`}
      schema={closeSchema(day)}
      defaultValues={{
        marketKeyID: day.marketKeyID,
        walletDate: day.walletDate,
        closingCount: [],
        varianceReason: '',
      }}
      onSubmit={async (values) => {
        await close.mutateAsync(values)
        return `Wallet of ${formatDate(day.walletDate)} closed.`
      }}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          <div className="sm:col-span-2">
            <NoteCount
              label="Closing count"
              denominations={denominations}
              value={form.watch('closingCount')}
              onChange={(next) => form.setValue('closingCount', next)}
              against={{ label: 'Book closing', amount: day.bookClosing, differenceLabel: 'Variance' }}
            />
          </div>
          <TextField
            control={form.control}
            name="varianceReason"
            label="Reason for the variance"
            hint="Required when the count differs from the book."
            maxLength={200}
            className="sm:col-span-2"
          />
        </>
      )}
    </PageForm>
  )
}
