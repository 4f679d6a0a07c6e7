import type { UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import type { ListQueryOptions } from '@/components/data-table'
import type { RecordKey } from '@/lib/crud-api'
import type { SaveConfirmation } from './save-confirmation'

export interface CrudMessages {
  added: string
  updated: string
  deleted: string
  statusChanged: string
}

/** Success texts in the spec's style ('Market Added Successfully', 'Market deleted successfully.'). */
export const crudMessages = (noun: string): CrudMessages => ({
  added: `${noun} Added Successfully`,
  updated: `${noun} Updated Successfully`,
  deleted: `${noun} deleted successfully.`,
  statusChanged: `${noun} status changed successfully.`,
})

/** The calls a CRUD page needs; `crudApi()` answers exactly this. */
export interface CrudCalls<TRow, TModel, TBody> {
  queries: {
    /** Takes the module's own list request; the route's search schema already limits it to the contract. */
    list: (request: never) => ListQueryOptions<TRow>
    // biome-ignore lint/suspicious/noExplicitAny: each module keys its own queries.
    model: (key: RecordKey | null) => UseQueryOptions<TModel, Error, TModel, any>
  }
  useSave: () => { mutateAsync: (body: TBody) => Promise<unknown> }
  useRemove: () => Mutation
  useChangeStatus: () => Mutation
}

interface Mutation {
  mutate: (key: RecordKey, options: { onSuccess: () => void }) => void
  reset: () => void
  isPending: boolean
  error: Error | null
}

export interface CrudForm<TModel, TInput extends FieldValues, TOutput extends FieldValues, TBody> {
  /** The contract schema: the form shows the messages the server would answer. */
  schema: v.GenericSchema<TInput, TOutput>
  empty: DefaultValues<TInput>
  fromModel: (model: TModel) => DefaultValues<TInput>
  toBody: (values: TOutput, key: RecordKey | null) => TBody
  fields: (form: UseFormReturn<TInput, unknown, TOutput>) => ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** A refusal the user may override, such as `duplicateConfirmation` for farmers and buyers. */
  confirm?: SaveConfirmation<TBody>
}

/**
 * A form whose value types come from its contract schema, and whose model and body types come from
 * `fromModel`'s parameter and `toBody`'s result, so a module writes no type arguments.
 */
export const crudForm = <S extends v.GenericSchema<FieldValues, FieldValues>, TModel, TBody>(
  schema: S,
  form: Omit<CrudForm<TModel, v.InferInput<S>, v.InferOutput<S>, TBody>, 'schema'>,
): CrudForm<TModel, v.InferInput<S>, v.InferOutput<S>, TBody> => ({ schema, ...form })

/** The key a save sends for a numbered record: null adds, the id updates. */
export const idKey = (key: RecordKey | null): number | null => (key === null ? null : Number(key))

/** The key a master's body carries: a `…KeyID` is a UUID ('' adds), any other an ID (null adds). */
type BodyKey<K extends string> = K extends `${string}KeyID` ? string : number | null

/**
 * A master's form, whose model is its key plus the schema's fields: the form takes those fields as the
 * model has them, and the save sends them with the key of the record being edited.
 */
export const masterForm = <S extends v.ObjectSchema<v.ObjectEntries, undefined>, const K extends string>(
  schema: S,
  key: K,
  form: Pick<CrudForm<never, v.InferInput<S>, v.InferOutput<S>, never>, 'empty' | 'fields' | 'size'>,
) =>
  crudForm(schema, {
    ...form,
    fromModel: (model: v.InferOutput<S> & Record<K, string | number>) =>
      Object.fromEntries(Object.keys(schema.entries).map((field) => [field, model[field]])) as DefaultValues<
        v.InferInput<S>
      >,
    toBody: (values, record) => {
      const id = key.endsWith('KeyID') ? (record === null ? '' : String(record)) : idKey(record)
      return { ...values, [key]: id } as v.InferOutput<S> & Record<K, BodyKey<K>>
    },
  })
