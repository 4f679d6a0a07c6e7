import { IMAGE_HINT } from '@contracts'
import { type ChangeEvent, useState } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Spinner } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { uploadImage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { IMAGE_INPUT_ACCEPT, imageProblem } from './image-rules'

export interface ImageFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  name: FieldPath<T>
  label: string
  /** uploadImage's moduleName ('Market' for the market's QR code). */
  moduleName: string
  required?: boolean
  className?: string
}

/**
 * A picture uploaded as soon as it is chosen; the field's value is the URL the server answers, shown
 * as a preview. A refused file (type, size, or the server's own reason) leaves the value as it was.
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  moduleName,
  required,
  className,
}: ImageFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const url = (field.value as string | undefined) ?? ''

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    // Cleared so choosing the same file again still counts as a change.
    input.value = ''
    if (!file) return
    const refusal = imageProblem(file)
    setProblem(refusal)
    if (refusal) return
    setUploading(true)
    try {
      field.onChange(await uploadImage(file, moduleName))
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setUploading(false)
    }
  }

  return (
    <Field
      label={label}
      required={required}
      hint={IMAGE_HINT}
      error={problem ?? fieldState.error?.message}
      className={className}
    >
      {({ id, describedBy }) => (
        <div className="flex flex-wrap items-center gap-4">
          <input
            id={id}
            ref={field.ref}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            disabled={uploading}
            onChange={choose}
            onBlur={field.onBlur}
            aria-describedby={describedBy}
            className={cn(
              'block w-full max-w-xs text-sm text-slate-700 file:mr-3 file:rounded-app file:border file:border-slate-300',
              'file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            )}
          />
          {uploading ? (
            <span role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="h-4 w-4 text-brand-600" />
              Uploading…
            </span>
          ) : (
            url && (
              <img
                src={url}
                alt={`${label} preview`}
                className="h-24 w-24 rounded-app border border-slate-200 object-contain"
              />
            )
          )}
        </div>
      )}
    </Field>
  )
}
