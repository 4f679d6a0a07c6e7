import * as RadixSelect from '@radix-ui/react-select'
import type { Ref } from 'react'
import { SelectChevron, SelectPlaceholder, selectTriggerClass } from './select-look'

export interface SelectOption<T extends string | number> {
  value: T
  label: string
}

export interface SelectFieldProps<T extends string | number> {
  value: T | null | undefined
  onChange: (value: T) => void
  options: readonly SelectOption<T>[]
  placeholder?: string
  /** Shown as the only (disabled) row when there are no options. */
  emptyText?: string
  disabled?: boolean
  invalid?: boolean
  id?: string
  'aria-label'?: string
  'aria-describedby'?: string
  /** Max height of the open list in px. */
  maxHeight?: number
  className?: string
  ref?: Ref<HTMLButtonElement>
  onBlur?: () => void
  /** Open on first render: the field replaces a stand-in the user just clicked. */
  defaultOpen?: boolean
}

/** What an empty list of choices shows. */
export const NO_OPTION_TEXT = 'No Option'

/** Radix forbids '' as an item value; this one is never selectable. */
const NO_OPTION = '__no_option__'

/** Radix Select over typed options; numbers survive the round trip through Radix's string values. */
export function SelectField<T extends string | number>({
  value,
  onChange,
  options,
  placeholder = 'Select',
  emptyText = NO_OPTION_TEXT,
  disabled,
  invalid,
  id,
  maxHeight = 280,
  className,
  ref,
  onBlur,
  defaultOpen,
  ...aria
}: SelectFieldProps<T>) {
  const selected = options.find((o) => o.value === value)
  return (
    <RadixSelect.Root
      value={selected ? String(selected.value) : ''}
      onValueChange={(raw) => {
        const match = options.find((o) => String(o.value) === raw)
        if (match) onChange(match.value)
      }}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <RadixSelect.Trigger
        id={id}
        ref={ref}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        className={selectTriggerClass(invalid, className)}
        {...aria}
      >
        <RadixSelect.Value placeholder={<SelectPlaceholder text={placeholder} />} />
        <RadixSelect.Icon className="text-slate-500">
          <SelectChevron />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-[60] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-app border border-slate-200 bg-white shadow-lg"
          // On the list itself (border included) so the whole open list honours the limit; the viewport scrolls.
          style={{ maxHeight }}
        >
          <RadixSelect.Viewport className="p-1">
            {options.length === 0 ? (
              <RadixSelect.Item value={NO_OPTION} disabled className="px-3 py-2 text-sm text-slate-500">
                <RadixSelect.ItemText>{emptyText}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ) : (
              options.map((option) => (
                <RadixSelect.Item
                  key={String(option.value)}
                  value={String(option.value)}
                  className="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))
            )}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  )
}
