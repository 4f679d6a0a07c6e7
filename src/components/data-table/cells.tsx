import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format'

/** A row's name, with a second line under it (the Marathi name, a 'System' mark) when there is one. */
export function NameCell({
  name,
  secondary,
  lang,
}: {
  name: ReactNode
  secondary?: ReactNode
  lang?: string
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-medium text-slate-900">{name}</span>
      {secondary ? (
        <span lang={lang} className="text-xs text-slate-500">
          {secondary}
        </span>
      ) : null}
    </div>
  )
}

/** A cell's text from a column's coded value and its options (1 → 'Farmer'); '' for an unknown code. */
export const optionText =
  (options: readonly { value: unknown; label: string }[]) =>
  (value: unknown): string =>
    options.find((option) => option.value === value)?.label ?? ''

/** A yes/no column as text. */
export const yesNoText = (value: unknown): string => (value ? 'Yes' : 'No')

/** A date column's cell and export text (21-11-2026), kept on one line: spread into the column. */
export const dateColumn = {
  cell: (info: { getValue: () => unknown }) => formatDate(info.getValue() as string),
  meta: { className: 'whitespace-nowrap', exportText: (value: unknown) => formatDate(value as string) },
} as const
