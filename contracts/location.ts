import * as v from 'valibot'
import { endpoint, QueryInt } from './core'

export const StateLookupSchema = v.object({ stateID: v.number(), stateName: v.string() })
export const DistrictLookupSchema = v.object({ districtID: v.number(), districtName: v.string() })
export const TalukaLookupSchema = v.object({ talukaID: v.number(), talukaName: v.string() })
export type StateLookup = v.InferOutput<typeof StateLookupSchema>
export type DistrictLookup = v.InferOutput<typeof DistrictLookupSchema>
export type TalukaLookup = v.InferOutput<typeof TalukaLookupSchema>

export const location = {
  stateLookup: endpoint({
    method: 'GET',
    path: 'State/GetStateLookupList',
    data: v.array(StateLookupSchema),
  }),
  districtLookup: endpoint({
    method: 'GET',
    path: 'District/GetDistrictLookupList',
    query: v.object({ StateID: QueryInt }),
    data: v.array(DistrictLookupSchema),
  }),
  talukaLookup: endpoint({
    method: 'GET',
    path: 'Taluka/GetTalukaLookupList',
    query: v.object({ DistrictID: QueryInt }),
    data: v.array(TalukaLookupSchema),
  }),
} as const
