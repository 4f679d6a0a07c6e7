import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { inputClass } from './field'
import { NO_OPTION_TEXT } from './select'

export interface ComboboxOption {
  value: string
  label: string
  /** A second line (a role, a mobile number); typing matches it too. */
  description?: string
}

export interface ComboboxProps {
  value: string | null
  onChange: (value: string) => void
  options: readonly ComboboxOption[]
  placeholder?: string
  /** Shown as the only row when nothing matches. */
  emptyText?: string
  loading?: boolean
  disabled?: boolean
  invalid?: boolean
  id?: string
  'aria-describedby'?: string
  /** Max height of the open list in px. */
  maxHeight?: number
  className?: string
}

const matches = (option: ComboboxOption, query: string) => {
  const q = query.trim().toLowerCase()
  return (
    !q || option.label.toLowerCase().includes(q) || Boolean(option.description?.toLowerCase().includes(q))
  )
}

/**
 * A select whose list narrows as the user types (ARIA combobox with a listbox): arrows move, Enter
 * chooses, Escape closes and restores the chosen text; a mouse click chooses too.
 */
export function Combobox({
  value,
  onChange,
  options,
  placeholder = 'Search',
  emptyText = NO_OPTION_TEXT,
  loading = false,
  disabled,
  invalid,
  id,
  maxHeight = 280,
  className,
  ...aria
}: ComboboxProps) {
  const listId = useId()
  const selected = options.find((o) => o.value === value) ?? null
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const list = useRef<HTMLDivElement>(null)

  const shown = query === null ? options : options.filter((o) => matches(o, query))
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    if (!open || !activeOption) return
    list.current
      ?.querySelector(`#${CSS.escape(optionId(shown.indexOf(activeOption)))}`)
      ?.scrollIntoView({ block: 'nearest' })
  })

  const close = () => {
    setOpen(false)
    setQuery(null)
  }
  const choose = (option: ComboboxOption) => {
    close()
    if (option.value !== value) onChange(option.value)
  }
  const openAt = (index: number) => {
    setOpen(true)
    setActive(Math.max(0, index))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1
    const current = activeOption ? shown.indexOf(activeOption) : -1
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) openAt(selected ? shown.indexOf(selected) : 0)
        else setActive(current >= last ? 0 : current + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openAt(selected ? shown.indexOf(selected) : last)
        else setActive(current <= 0 ? last : current - 1)
        break
      case 'Home':
      case 'End':
        if (!open) return
        event.preventDefault()
        setActive(event.key === 'Home' ? 0 : last)
        break
      case 'Enter':
        // Closed, Enter belongs to the surrounding form.
        if (!open) return
        event.preventDefault()
        if (activeOption) choose(activeOption)
        break
      case 'Escape':
        if (!open) return
        // Only the list closes, not a dialog around it.
        event.preventDefault()
        event.stopPropagation()
        close()
        break
    }
  }

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(shown.indexOf(activeOption)) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
        autoComplete="off"
        disabled={disabled}
        placeholder={loading ? 'Loading…' : placeholder}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value)
          openAt(0)
        }}
        onClick={() => (open ? close() : openAt(selected ? shown.indexOf(selected) : 0))}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={cn(inputClass(invalid), 'pr-9')}
      />
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-3 right-3 h-4 w-4 text-slate-500"
        aria-hidden="true"
      >
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div
        ref={list}
        id={listId}
        role="listbox"
        hidden={!open}
        // Keeps focus in the input, so choosing with the mouse doesn't blur (and close) first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute z-40 mt-1 w-full overflow-auto rounded-app border border-slate-200 bg-white p-1 shadow-lg"
        style={{ maxHeight }}
      >
        {shown.length === 0 ? (
          <div
            role="option"
            tabIndex={-1}
            aria-disabled="true"
            aria-selected="false"
            className="px-3 py-2 text-sm text-slate-500"
          >
            {loading ? 'Loading…' : emptyText}
          </div>
        ) : (
          shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the input (aria-activedescendant).
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded px-3 py-2 text-sm text-slate-800 select-none',
                option === activeOption && 'bg-brand-50',
                option.value === value && 'font-semibold',
              )}
            >
              <span className="block">{option.label}</span>
              {option.description && (
                <span className="block text-xs font-normal text-slate-500">{option.description}</span>
              )}
            </div>
          ))
        )}
      </div>
    </div>
  )
}
