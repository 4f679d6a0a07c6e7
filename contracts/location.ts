import * as v from 'valibot'
import {
  auditEntries,
  crudEndpoints,
  endpoint,
  listRequest,
  optionalNumericKey,
  optionalPick,
  optionalText,
  QueryInt,
  REQUIRED,
  requiredName,
  requiredPick,
  statusFilter,
} from './core'
import { MODULE } from './role'
import { DISTRICT_SORT_COLUMNS, STATE_SORT_COLUMNS, TALUKA_SORT_COLUMNS } from './value-lists'

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

// ── Masters (States, Districts, Talukas): unique names within the parent ─────────────────

export const LOCATION_MESSAGES = {
  stateCode: 'GST state code must be 2 digits.',
  stateHasChildren: 'This state has districts and cannot be deleted.',
  districtHasChildren: 'This district has talukas and cannot be deleted.',
  inUse: 'This place is used by markets or parties and cannot be deleted. Make it Inactive instead.',
  stateNotFound: 'State not found.',
  districtNotFound: 'District not found.',
  talukaNotFound: 'Taluka not found.',
  duplicateState: (name: string) => `A state named "${name}" already exists.`,
  duplicateCode: (code: string, state: string) => `GST state code ${code} is already used by ${state}.`,
  duplicateDistrict: (name: string, state: string) =>
    `A district named "${name}" already exists in ${state}.`,
  duplicateTaluka: (name: string, district: string) =>
    `A taluka named "${name}" already exists in ${district} district.`,
  unknownState: 'is not a known state.',
  unknownDistrict: 'is not a known district.',
  unknownTaluka: 'is not a known taluka.',
  stateMismatch: 'does not match the state of the selected district.',
  moveInUse: 'This place is used by markets or parties, so it cannot move to another state or district.',
} as const

const marathiName = optionalText('Marathi name', 50)

export const StateFormSchema = v.object({
  stateName: requiredName('State name'),
  stateCode: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.regex(/^\d{2}$/, LOCATION_MESSAGES.stateCode),
  ),
  stateNameMr: marathiName,
})
export const StateSchema = v.object({ stateID: v.number(), ...StateFormSchema.entries })
export const StateRowSchema = v.object({ ...StateSchema.entries, districtCount: v.number(), ...auditEntries })
export type StateRow = v.InferOutput<typeof StateRowSchema>

export const DistrictFormSchema = v.object({
  stateID: requiredPick,
  districtName: requiredName('District name'),
  districtNameMr: marathiName,
})
export const DistrictSchema = v.object({ districtID: v.number(), ...DistrictFormSchema.entries })
export const DistrictRowSchema = v.object({
  ...DistrictSchema.entries,
  stateName: v.string(),
  talukaCount: v.number(),
  ...auditEntries,
})
export type DistrictRow = v.InferOutput<typeof DistrictRowSchema>

export const TalukaFormSchema = v.object({
  /** Only narrows the district picker; the taluka's state follows from its district. */
  stateID: requiredPick,
  districtID: requiredPick,
  talukaName: requiredName('Taluka name'),
  talukaNameMr: marathiName,
})
export const TalukaSchema = v.object({ talukaID: v.number(), ...TalukaFormSchema.entries })
export const TalukaRowSchema = v.object({
  ...TalukaSchema.entries,
  stateName: v.string(),
  districtName: v.string(),
  ...auditEntries,
})
export type TalukaRow = v.InferOutput<typeof TalukaRowSchema>

export const stateMaster = crudEndpoints({
  controller: 'State',
  moduleId: MODULE.State,
  keyQuery: v.object({ StateID: QueryInt }),
  keyField: 'stateID',
  listRequest: listRequest(STATE_SORT_COLUMNS, { isActive: statusFilter }),
  row: StateRowSchema,
  body: v.object({ ...StateFormSchema.entries, stateID: optionalNumericKey }),
  model: StateSchema,
})

export const districtMaster = crudEndpoints({
  controller: 'District',
  moduleId: MODULE.District,
  keyQuery: v.object({ DistrictID: QueryInt }),
  keyField: 'districtID',
  listRequest: listRequest(DISTRICT_SORT_COLUMNS, { isActive: statusFilter, stateID: optionalPick }),
  row: DistrictRowSchema,
  body: v.object({ ...DistrictFormSchema.entries, districtID: optionalNumericKey }),
  model: DistrictSchema,
})

export const talukaMaster = crudEndpoints({
  controller: 'Taluka',
  moduleId: MODULE.Taluka,
  keyQuery: v.object({ TalukaID: QueryInt }),
  keyField: 'talukaID',
  listRequest: listRequest(TALUKA_SORT_COLUMNS, {
    isActive: statusFilter,
    stateID: optionalPick,
    districtID: optionalPick,
  }),
  row: TalukaRowSchema,
  body: v.object({ ...TalukaFormSchema.entries, talukaID: optionalNumericKey }),
  model: TalukaSchema,
})
