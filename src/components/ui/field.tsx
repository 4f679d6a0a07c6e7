import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cn } from '@/lib/cn'

export interface FieldProps {
  label: ReactNode
  /** Shown under the control in red, and tied to it with aria-describedby. */
  error?: string
  hint?: ReactNode
  required?: boolean
  /** The label is read by screen readers only (a row of a table whose header already names it). */
  labelHidden?: boolean
  className?: string
  /** Receives the ids so the control can point at its label, hint and error. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** Label, control, hint and error message: the one layout of every form field. */
export function Field({ label, error, hint, required, labelHidden, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-slate-700', labelHidden && 'sr-only')}>
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export const inputClass = (invalid?: boolean) =>
  cn(
    'h-10 w-full rounded-app border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500',
    'focus:outline-2 focus:outline-offset-1 disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 focus:outline-brand-500',
  )

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

export function TextInput({ invalid, className, ...props }: TextInputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      // On the input only: a button (a Select's trigger) matches :read-only too and would look disabled.
      className={cn(inputClass(invalid), 'read-only:bg-slate-100', className)}
      {...props}
    />
  )
}
