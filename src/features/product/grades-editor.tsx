import type { ProductFormInput } from '@contracts'
import { type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { RowAction } from '@/components/data-table'
import { CheckboxField, nameAsTyped, TextField } from '@/components/form'
import { Button } from '@/components/ui/button'

// biome-ignore lint/suspicious/noExplicitAny: the product form's output type is the caller's.
type ProductForm = UseFormReturn<ProductFormInput, unknown, any>

/** A new grade row: active, placed last (sort orders are renumbered from the row order on save). */
export const newGrade = (position: number): ProductFormInput['grades'][number] => ({
  gradeID: null,
  gradeName: '',
  sortOrder: position,
  isActive: true,
})

/** The list's own message (at least one grade, unique names) sits on the array, not on a row. */
const listError = (errors: FieldErrors<ProductFormInput>): string | undefined =>
  errors.grades?.message ?? errors.grades?.root?.message

/**
 * The product's grades, in the order auctions and bills list them: add, rename, deactivate, move up or
 * down, remove. A removed grade that tokens name is kept inactive by the server.
 */
export function GradesEditor({ form }: { form: ProductForm }) {
  const { control, formState } = form
  const { fields, append, remove, move } = useFieldArray({ control, name: 'grades', keyName: 'rowKey' })
  const error = listError(formState.errors)

  return (
    <div className="sm:col-span-2">
      {fields.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="w-8 py-2 pr-2">
                #
              </th>
              <th scope="col" className="py-2 pr-2">
                Grade Name{' '}
                <span className="text-red-600" aria-hidden="true">
                  *
                </span>
              </th>
              <th scope="col" className="w-20 py-2 pr-2">
                Active
              </th>
              <th scope="col" className="w-24 py-2 text-right">
                <span className="sr-only">Order and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((grade, index) => {
              const n = index + 1
              return (
                <tr key={grade.rowKey} className="align-top">
                  <td className="py-1.5 pr-2 leading-10 text-slate-500">{n}</td>
                  <td className="py-1.5 pr-2">
                    <TextField
                      control={control}
                      name={`grades.${index}.gradeName`}
                      label={`Grade ${n} name`}
                      labelHidden
                      required
                      maxLength={30}
                      normalise={nameAsTyped}
                    />
                  </td>
                  <td className="py-1.5 pr-2">
                    <CheckboxField
                      control={control}
                      name={`grades.${index}.isActive`}
                      label={`Grade ${n} active`}
                      labelHidden
                      className="min-h-10"
                    />
                  </td>
                  <td className="py-1.5">
                    <div className="flex h-10 items-center justify-end">
                      <RowAction
                        icon="up"
                        label={`Move grade ${n} up`}
                        onClick={() => move(index, index - 1)}
                        disabled={index === 0}
                      />
                      <RowAction
                        icon="down"
                        label={`Move grade ${n} down`}
                        onClick={() => move(index, index + 1)}
                        disabled={index === fields.length - 1}
                      />
                      <RowAction
                        icon="delete"
                        tone="danger"
                        label={`Remove grade ${n}`}
                        onClick={() => remove(index)}
                      />
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => append(newGrade(fields.length + 1))}
      >
        Add Grade
      </Button>
    </div>
  )
}
