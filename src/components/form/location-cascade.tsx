import { useQuery } from '@tanstack/react-query'
import { type FieldPath, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import { locationQueries } from '@/lib/lookup-queries'
import { SelectFormField } from './select-form-field'

export interface LocationCascadeProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values include the named place fields.
  form: UseFormReturn<T, any, any>
  /** The form's field names; leave out the levels the form doesn't have. */
  names: { state: FieldPath<T>; district?: FieldPath<T>; taluka?: FieldPath<T> }
  required?: boolean
}

/**
 * State → District → Taluka selects. Changing the state reloads districts and clears
 * district and taluka; changing the district reloads talukas and clears the taluka.
 */
export function LocationCascade<T extends FieldValues>({ form, names, required }: LocationCascadeProps<T>) {
  const { control, setValue } = form
  const watched = useWatch({ control, name: [names.state, names.district ?? names.state] as FieldPath<T>[] })
  const stateID = watched[0] as number | undefined
  const districtID = names.district ? (watched[1] as number | undefined) : undefined
  const states = useQuery(locationQueries.states())
  const districts = useQuery({
    ...locationQueries.districts(stateID),
    enabled: Boolean(names.district && stateID),
  })
  const talukas = useQuery({
    ...locationQueries.talukas(districtID),
    enabled: Boolean(names.taluka && districtID),
  })
  const clear = (name: FieldPath<T> | undefined) => {
    if (name) setValue(name, undefined as never)
  }
  const hint = (loading: boolean, what: string) => (loading ? 'Loading…' : `Select ${what}`)

  return (
    <>
      <SelectFormField
        control={control}
        name={names.state}
        label="State"
        required={required}
        placeholder={hint(states.isLoading, 'state')}
        options={states.data?.map((s) => ({ value: s.stateID, label: s.stateName })) ?? []}
        onValueChange={() => {
          clear(names.district)
          clear(names.taluka)
        }}
      />
      {names.district && (
        <SelectFormField
          control={control}
          name={names.district}
          label="District"
          required={required}
          placeholder={hint(districts.isLoading, 'district')}
          options={districts.data?.map((d) => ({ value: d.districtID, label: d.districtName })) ?? []}
          onValueChange={() => clear(names.taluka)}
        />
      )}
      {names.taluka && (
        <SelectFormField
          control={control}
          name={names.taluka}
          label="Taluka"
          required={required}
          placeholder={hint(talukas.isLoading, 'taluka')}
          options={talukas.data?.map((t) => ({ value: t.talukaID, label: t.talukaName })) ?? []}
        />
      )}
    </>
  )
}
