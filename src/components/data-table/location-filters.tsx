import { useQuery } from '@tanstack/react-query'
import { locationQueries } from '@/lib/lookup-queries'
import { ListFilterSelect, useListFilter } from './list-filters'

export interface LocationFiltersProps {
  /** The levels a list filters on, as its request fields: stateID, then districtID within it. */
  district?: boolean
}

/**
 * State (and District) list filters, held in the URL as stateID / districtID. Choosing another state
 * clears the district in the same step, and the district choices are the chosen state's.
 */
export function LocationFilters({ district = false }: LocationFiltersProps) {
  const [stateID] = useListFilter<number>('stateID')
  const states = useQuery(locationQueries.states())
  const districts = useQuery({ ...locationQueries.districts(stateID), enabled: district && Boolean(stateID) })
  return (
    <>
      <ListFilterSelect
        filterKey="stateID"
        label="State"
        options={states.data?.map((s) => ({ value: s.stateID, label: s.stateName })) ?? []}
        clears={district ? ['districtID'] : []}
      />
      {district && (
        <ListFilterSelect
          filterKey="districtID"
          label="District"
          disabled={!stateID}
          options={districts.data?.map((d) => ({ value: d.districtID, label: d.districtName })) ?? []}
        />
      )}
    </>
  )
}
