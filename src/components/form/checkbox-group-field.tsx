import { type ReactNode, useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Spinner } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { NO_OPTION_TEXT } from '@/components/ui/select'
import { cn } from '@/lib/cn'

export interface CheckboxOption {
  value: string
  label: string
  description?: string
}

export interface CheckboxGroupProps {
  /** The group's name, read with each box by screen readers. */
  label: string
  required?: boolean
  options: readonly CheckboxOption[]
  value: readonly string[]
  onChange: (value: string[]) => void
  onBlur?: () => void
  disabled?: boolean
  /** While the options load, or why they could not be (with its own retry). */
  status?: ReactNode
  emptyText?: string
  error?: string
  hint?: ReactNode
  className?: string
}

/**
 * Several choices of one list as checkboxes under a legend, with Select all / Clear. The value keeps
 * the options' order, so a saved set compares equal however it was ticked.
 */
export function CheckboxGroup({
  label,
  required,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  status,
  emptyText = NO_OPTION_TEXT,
  error,
  hint,
  className,
}: CheckboxGroupProps) {
  const legendId = useId()
  const chosen = new Set(value)
  const ordered = (next: Set<string>) => options.filter((o) => next.has(o.value)).map((o) => o.value)
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(key)
    else next.delete(key)
    onChange(ordered(next))
  }
  const allChosen = options.length > 0 && options.every((o) => chosen.has(o.value))
  const linkClass =
    'rounded text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline'

  return (
    // Named by the label rather than a legend: a legend must come first and hold only the name.
    <fieldset
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={legendId} className="text-sm font-medium text-slate-700">
          {label}
          {required && (
            <span className="text-red-600" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
        {options.length > 1 && (
          <div className="flex gap-3">
            <button
              type="button"
              className={linkClass}
              disabled={disabled || allChosen}
              onClick={() => onChange(options.map((o) => o.value))}
            >
              Select all
            </button>
            <button
              type="button"
              className={linkClass}
              disabled={disabled || value.length === 0}
              onClick={() => onChange([])}
            >
              Clear
            </button>
          </div>
        )}
      </div>
      {status ? (
        <div className="text-sm text-slate-600">{status}</div>
      ) : options.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <div className="grid gap-x-4 gap-y-2 rounded-app border border-slate-200 p-3 sm:grid-cols-2 md:grid-cols-3">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              checked={chosen.has(option.value)}
              onCheckedChange={(on) => toggle(option.value, on)}
              onBlur={onBlur}
              disabled={disabled}
              label={option.label}
              description={option.description}
            />
          ))}
        </div>
      )}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {error && <p className="text-xs text-red-700">{error}</p>}
    </fieldset>
  )
}

/** The loading line a CheckboxGroup shows while its options arrive. */
export function LoadingOptions() {
  return (
    <span role="status" className="flex items-center gap-2">
      <Spinner className="h-4 w-4 text-brand-600" /> Loading…
    </span>
  )
}

export interface CheckboxGroupFieldProps<T extends FieldValues>
  extends Omit<CheckboxGroupProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
}

/** A CheckboxGroup bound to a string-array field of the form. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  ...group
}: CheckboxGroupFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <CheckboxGroup
      {...group}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}
