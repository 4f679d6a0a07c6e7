import { useQuery } from '@tanstack/react-query'
import { locationQueries } from '@/lib/lookup-queries'
import { ListFilterSelect, useListFilter } from './list-filters'

export interface LocationFiltersProps {
  /** The levels a list filters on, as its request fields: stateID, then districtID within it. */
  district?: boolean
  /** And talukaID within the district (implies the district). */
  taluka?: boolean
}

/**
 * State (District, Taluka) list filters, held in the URL as stateID / districtID / talukaID. Choosing
 * another state or district clears the levels under it in the same step, and each level's choices are
 * those of the level above.
 */
export function LocationFilters({ district = false, taluka = false }: LocationFiltersProps) {
  const withDistrict = district || taluka
  const [stateID] = useListFilter<number>('stateID')
  const [districtID] = useListFilter<number>('districtID')
  const states = useQuery(locationQueries.states())
  const districts = useQuery({
    ...locationQueries.districts(stateID),
    enabled: withDistrict && Boolean(stateID),
  })
  const talukas = useQuery({ ...locationQueries.talukas(districtID), enabled: taluka && Boolean(districtID) })
  return (
    <>
      <ListFilterSelect
        filterKey="stateID"
        label="State"
        options={states.data?.map((s) => ({ value: s.stateID, label: s.stateName })) ?? []}
        clears={[...(withDistrict ? ['districtID'] : []), ...(taluka ? ['talukaID'] : [])]}
      />
      {withDistrict && (
        <ListFilterSelect
          filterKey="districtID"
          label="District"
          disabled={!stateID}
          options={districts.data?.map((d) => ({ value: d.districtID, label: d.districtName })) ?? []}
          clears={taluka ? ['talukaID'] : []}
        />
      )}
      {taluka && (
        <ListFilterSelect
          filterKey="talukaID"
          label="Taluka"
          disabled={!districtID}
          options={talukas.data?.map((t) => ({ value: t.talukaID, label: t.talukaName })) ?? []}
        />
      )}
    </>
  )
}
