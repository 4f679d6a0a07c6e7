import { Combobox, type ComboboxOption } from '@/components/ui/combobox'
import { Field } from '@/components/ui/field'

export interface PartyFilterProps {
  /** 'Farmer' or 'Buyer': the field's label and the words of its empty list. */
  label: string
  value: string | null
  onChange: (key: string) => void
  options: readonly ComboboxOption[]
  loading: boolean
}

/**
 * The one party a statement or ledger page shows, found by code or name among the market's parties;
 * the page keeps the choice in its URL.
 */
export function PartyFilter({ label, value, onChange, options, loading }: PartyFilterProps) {
  return (
    <Field label={label} className="w-80">
      {({ id }) => (
        <Combobox
          id={id}
          value={value}
          onChange={onChange}
          options={options}
          loading={loading}
          placeholder="Code or name"
          emptyText={`No ${label.toLowerCase()} of this market matches.`}
        />
      )}
    </Field>
  )
}
