import { api } from '../../contracts'
import type { SeededServer } from './support'

/** A seeded place by its names, as the lists answer it (with counts and parent names). */
export async function findPlace(
  server: SeededServer,
  stateName: string,
  districtName?: string,
  talukaName?: string,
) {
  const states = await server.allRows(api.state.list, { searchKeyword: stateName })
  const state = states.find((s) => s.stateName === stateName)!
  if (!districtName) return { state }
  const districts = await server.allRows(api.district.list, { stateID: state.stateID })
  const district = districts.find((d) => d.districtName === districtName)!
  if (!talukaName) return { state, district }
  const talukas = await server.allRows(api.taluka.list, { districtID: district.districtID })
  const taluka = talukas.find((t) => t.talukaName === talukaName)!
  return { state, district, taluka }
}
