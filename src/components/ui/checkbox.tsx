import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef } from 'react'
import { cn } from '@/lib/cn'

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Some but not all of what it stands for is ticked (a column or row "all" box). */
  indeterminate?: boolean
  /** Drawn to the right of the box and clicking it toggles the box; without it give an aria-label. */
  label?: ReactNode
  description?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export const checkboxClass = cn(
  'h-4 w-4 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:opacity-60',
)

/** A native checkbox (Space toggles it, a form submits past it), with an optional label beside it. */
export function Checkbox({
  checked,
  onCheckedChange,
  indeterminate = false,
  label,
  description,
  className,
  ref,
  ...props
}: CheckboxProps) {
  const ownId = useId()
  const id = props.id ?? ownId
  const own = useRef<HTMLInputElement | null>(null)
  // indeterminate is a DOM property only, never an attribute.
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate && !checked
  }, [indeterminate, checked])
  const box = (
    <input
      {...props}
      id={id}
      ref={(input) => {
        own.current = input
        if (typeof ref === 'function') ref(input)
        else if (ref) ref.current = input
      }}
      type="checkbox"
      checked={checked}
      aria-checked={indeterminate && !checked ? 'mixed' : undefined}
      onChange={(event) => onCheckedChange(event.target.checked)}
      className={cn(checkboxClass, label === undefined && className)}
    />
  )
  if (label === undefined) return box
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-2.5 text-sm text-slate-800',
        props.disabled && 'cursor-not-allowed text-slate-500',
        className,
      )}
    >
      <span className="flex h-5 items-center">{box}</span>
      <span className="flex flex-col">
        <span>{label}</span>
        {description && <span className="text-xs text-slate-500">{description}</span>}
      </span>
    </label>
  )
}
