import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/cn'

export interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  /** A yes/no field of the form. */
  name: FieldPath<T>
  label: string
  description?: string
  /** The label is read by screen readers only (a table row whose header already names it). */
  labelHidden?: boolean
  disabled?: boolean
  className?: string
}

/** A yes/no field of the form as a labelled checkbox, its error under it. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  labelHidden,
  disabled,
  className,
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const error = fieldState.error?.message
  const box = (
    <Checkbox
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      {...(labelHidden ? { 'aria-label': label } : { label, description })}
    />
  )
  return (
    <div className={cn('flex flex-col justify-center gap-1', className)}>
      {labelHidden ? box : <div className="flex min-h-10 items-center">{box}</div>}
      {error && <p className="text-xs text-red-700">{error}</p>}
    </div>
  )
}
