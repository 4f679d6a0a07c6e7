import { cn } from '@/lib/cn'
import { inputClass } from './field'

/** A select's closed look, shared by SelectField's trigger and stand-ins drawn before Radix loads. */
export const selectTriggerClass = (invalid?: boolean, className?: string) =>
  cn(inputClass(invalid), 'flex items-center justify-between gap-2 text-left', className)

export function SelectChevron() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/** The placeholder text of an empty select. */
export function SelectPlaceholder({ text }: { text: string }) {
  return <span className="text-slate-500">{text}</span>
}
