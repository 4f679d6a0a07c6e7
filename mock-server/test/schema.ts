import type * as v from 'valibot'
import type { EndpointDef } from '../../contracts'
import { api } from '../../contracts'

/** Every endpoint of `api` with its module and name, for sweeps over the whole table. */
export const allEndpoints = (): { id: string; endpoint: EndpointDef }[] =>
  Object.entries(api).flatMap(([module, table]) =>
    Object.entries(table).map(([name, endpoint]) => ({
      id: `${module}.${name}`,
      endpoint: endpoint as EndpointDef,
    })),
  )

/** The sortable columns a list request accepts (its sortingColumnName picklist). */
export function sortColumns(endpoint: EndpointDef): string[] {
  const entries = objectEntries(endpoint.body)
  let schema = entries?.sortingColumnName as v.GenericSchema | undefined
  while (schema && 'wrapped' in schema) schema = schema.wrapped as v.GenericSchema
  const options = (schema as { options?: v.GenericSchema[] } | undefined)?.options ?? []
  return options.flatMap((option) => ('options' in option ? (option.options as string[]) : []))
}

function objectEntries(schema: v.GenericSchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined
  if ('entries' in schema) return schema.entries as Record<string, unknown>
  if ('pipe' in schema) return objectEntries((schema.pipe as v.GenericSchema[])[0])
  return undefined
}

/** Top-level field names of an object schema, also through pipes. */
export function fieldNames(schema: v.GenericSchema | undefined): string[] {
  return Object.keys(objectEntries(schema) ?? {})
}

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'nullable', 'exact_optional'])

/** The fields a request cannot leave out (a market's book needs its market, a statement its party). */
export function requiredFieldNames(schema: v.GenericSchema | undefined): string[] {
  return Object.entries(objectEntries(schema) ?? {})
    .filter(([, field]) => !OPTIONAL_TYPES.has((field as v.GenericSchema).type))
    .map(([name]) => name)
}
