import { useNavigate, useSearch } from '@tanstack/react-router'
import { SelectField } from '@/components/ui/select'
import { withFilter } from './list-search'
import type { ListFilterValue, ListSearch } from './list-search-schema'

/**
 * One module filter held in the URL; setting it returns the list to its first page. `clears` names
 * filters that depend on this one (a district within the chosen state): they go in the same step.
 */
export function useListFilter<T extends ListFilterValue>(key: string, clears: readonly string[] = []) {
  const search = useSearch({ strict: false }) as ListSearch
  const navigate = useNavigate()
  const value = search[key] as T | undefined
  const set = (next: T | undefined) => {
    const cleared = Object.fromEntries(clears.map((dependent) => [dependent, undefined]))
    // Applied to the URL as it is then, so a search still waiting to be sent can't undo it.
    return navigate({
      to: '.',
      search: ((current: ListSearch) => withFilter(current, { ...cleared, [key]: next })) as never,
    })
  }
  return [value, set] as const
}

const ALL = '__all__'

export interface ListFilterSelectProps<T extends string | number | boolean> {
  /** The URL key, named as the request field it fills (stateID, isActive). */
  filterKey: string
  label: string
  options: readonly { value: T; label: string }[]
  allLabel?: string
  disabled?: boolean
  /** Filters cleared with every change of this one, e.g. the district when the state changes. */
  clears?: readonly string[]
  /** Runs after a change. */
  onChange?: (value: T | undefined) => void
}

/** A labelled select over a module filter; 'All' clears it. */
export function ListFilterSelect<T extends string | number | boolean>({
  filterKey,
  label,
  options,
  allLabel = 'All',
  disabled,
  clears,
  onChange,
}: ListFilterSelectProps<T>) {
  const [value, set] = useListFilter<T>(filterKey, clears)
  const choices = [
    { value: ALL, label: `${label}: ${allLabel}` },
    ...options.map((o) => ({ value: String(o.value), label: `${label}: ${o.label}` })),
  ]
  return (
    // Sized by its text: the input's own full width would take a whole toolbar row.
    <div className="max-w-full min-w-40">
      <SelectField
        aria-label={label}
        value={value === undefined ? ALL : String(value)}
        options={choices}
        disabled={disabled}
        onChange={(raw) => {
          const next = raw === ALL ? undefined : options.find((o) => String(o.value) === raw)?.value
          set(next)
          onChange?.(next)
        }}
      />
    </div>
  )
}

export const STATUS_OPTIONS = [
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
] as const

/** Status: All / Active / Inactive, sent as isActive. */
export function StatusFilter() {
  return <ListFilterSelect filterKey="isActive" label="Status" options={STATUS_OPTIONS} />
}
