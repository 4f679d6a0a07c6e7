import {
  CUSTOM_RANGE,
  DATE_RANGE_OPTIONS,
  isValidIsoDate,
  MAX_DATE,
  MIN_DATE,
  type ResolvedRange,
} from '@contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { TextInput } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select'
import { formatDate } from '@/lib/format'
import { describeRange, FROM_AFTER_TO, type RangeView } from './list-search'

export interface DateRangeFilterProps {
  view: RangeView
  resolved: ResolvedRange | null
  onChange: (view: RangeView) => void
}

const inRange = (date: string) => isValidIsoDate(date) && date >= MIN_DATE && date <= MAX_DATE

/** Why a custom range can't apply yet, or null when it can (both dates set, or both cleared). */
function customProblem(fromDate: string, toDate: string): string | null {
  if ((fromDate && !inRange(fromDate)) || (toDate && !inRange(toDate))) {
    return `Dates must be between ${formatDate(MIN_DATE)} and ${formatDate(MAX_DATE)}.`
  }
  if (fromDate && toDate && fromDate > toDate) return FROM_AFTER_TO
  return null
}

/**
 * The period picker with the dates it resolves to beside it. Its parts join
 * the toolbar's own row; Custom's From/To inputs take a row of their own below it.
 */
export function DateRangeFilter({ view, resolved, onChange }: DateRangeFilterProps) {
  const shownId = useId()
  const shown = describeRange(resolved)
  return (
    <div className="contents">
      <div className="w-48">
        <SelectField
          aria-label="Date range"
          aria-describedby={shown ? shownId : undefined}
          value={view.range}
          options={DATE_RANGE_OPTIONS}
          maxHeight={360}
          onChange={(range) => onChange({ ...view, range })}
        />
      </div>
      {view.range === CUSTOM_RANGE && (
        <div className="order-last flex basis-full flex-wrap items-center gap-2">
          <CustomDates fromDate={view.fromDate} toDate={view.toDate} onCommit={onChange} />
        </div>
      )}
      {shown && (
        <span id={shownId} className="text-sm whitespace-nowrap text-slate-600">
          {shown}
        </span>
      )}
    </div>
  )
}

interface CustomDatesProps {
  fromDate: string
  toDate: string
  onCommit: (view: RangeView) => void
}

/**
 * From/To inputs. A pair applies once it is whole and in order (or both are cleared); until then the
 * list keeps its last dates and the problem is stated beside the inputs.
 */
function CustomDates({ fromDate, toDate, onCommit }: CustomDatesProps) {
  const [draft, setDraft] = useState({ fromDate, toDate })
  const sent = useRef(`${fromDate}|${toDate}`)
  const errorId = useId()

  useEffect(() => {
    const key = `${fromDate}|${toDate}`
    if (key !== sent.current) {
      sent.current = key
      setDraft({ fromDate, toDate })
    }
  }, [fromDate, toDate])

  const problem = customProblem(draft.fromDate, draft.toDate)
  const update = (change: Partial<typeof draft>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    const whole = (next.fromDate && next.toDate) || (!next.fromDate && !next.toDate)
    if (whole && !customProblem(next.fromDate, next.toDate)) {
      sent.current = `${next.fromDate}|${next.toDate}`
      onCommit({ range: CUSTOM_RANGE, ...next })
    }
  }

  const describedBy = problem ? errorId : undefined
  return (
    <>
      <div className="w-40 shrink-0">
        <TextInput
          type="date"
          aria-label="From date"
          min={MIN_DATE}
          max={draft.toDate && inRange(draft.toDate) ? draft.toDate : MAX_DATE}
          value={draft.fromDate}
          invalid={Boolean(problem)}
          aria-describedby={describedBy}
          onChange={(event) => update({ fromDate: event.target.value })}
        />
      </div>
      <span className="text-sm text-slate-500" aria-hidden="true">
        to
      </span>
      <div className="w-40 shrink-0">
        <TextInput
          type="date"
          aria-label="To date"
          min={draft.fromDate && inRange(draft.fromDate) ? draft.fromDate : MIN_DATE}
          max={MAX_DATE}
          value={draft.toDate}
          invalid={Boolean(problem)}
          aria-describedby={describedBy}
          onChange={(event) => update({ toDate: event.target.value })}
        />
      </div>
      {problem && (
        <p id={errorId} role="alert" className="w-full text-xs text-red-700">
          {problem}
        </p>
      )}
    </>
  )
}
