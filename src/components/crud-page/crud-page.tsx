import type { ModuleId } from '@contracts'
import type { RowData } from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import {
  type HeldView,
  type ListColumn,
  ListPage,
  type ListQueryOptions,
  type ListRequest,
  RowAction,
} from '@/components/data-table'
import { CHANGE_STATUS_MESSAGE, ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SuccessDialog } from '@/components/ui/success-dialog'
import type { RecordKey } from '@/lib/crud-api'
import { useCan } from '@/lib/permissions'
import { CrudFormDialog } from './crud-form-dialog'
import { type CrudCalls, type CrudForm, type CrudMessages, crudMessages } from './crud-module'
import { InsertButton, NOT_ALLOWED } from './insert-button'

export interface CrudPageProps<
  TRow extends RowData,
  TModel,
  TInput extends FieldValues,
  TOutput extends FieldValues,
  TBody,
> {
  /** 'Market' → 'Add Market', 'Update Market', and the table named 'Markets' unless `label` says. */
  noun: string
  label?: string
  moduleId: ModuleId
  calls: CrudCalls<TRow, TModel, TBody>
  columns: ListColumn<TRow>[]
  rowKey: (row: TRow) => RecordKey
  rowName: (row: TRow) => string
  form: CrudForm<TModel, TInput, TOutput, TBody>
  messages?: CrudMessages
  /** Rows that may never be deleted (seeded system records), with the reason shown on the button. */
  undeletable?: (row: TRow) => string | null
  /** Rows the user may not change at all (an account beyond their rights), with the reason shown. */
  outOfReach?: (row: TRow) => string | null
  /** Module-specific row buttons, drawn before Change Status and Delete. */
  extraRowActions?: (row: TRow) => ReactNode
  /** Module filters drawn in the list's toolbar. */
  filters?: ReactNode
  exportName?: string
  searchPlaceholder?: string
  /** The list's view held by the caller, for a master shown on another list's page. */
  view?: HeldView<string>
  /** Whether the list has a date-range filter (default yes). */
  dateRange?: boolean
}

type Confirming<TRow> = { action: 'delete' | 'status'; row: TRow }
type Editing = { key: RecordKey | null }

/**
 * A master's whole screen: the paged list, the add/update form dialog, the delete and Change Status
 * confirmations and the success dialog, with every action the user's role lacks disabled. A module
 * passes its columns, fields and contract; nothing of this is written again per module.
 */
export function CrudPage<
  TRow extends RowData,
  TModel,
  TInput extends FieldValues,
  TOutput extends FieldValues,
  TBody,
>({
  noun,
  label = `${noun}s`,
  moduleId,
  calls,
  columns,
  rowKey,
  rowName,
  form,
  messages = crudMessages(noun),
  undeletable,
  outOfReach,
  extraRowActions,
  filters,
  exportName,
  searchPlaceholder,
  view,
  dateRange,
}: CrudPageProps<TRow, TModel, TInput, TOutput, TBody>) {
  const can = useCan(moduleId)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [confirming, setConfirming] = useState<Confirming<TRow> | null>(null)
  const [success, setSuccess] = useState<string | null>(null)
  const remove = calls.useRemove()
  const changeStatus = calls.useChangeStatus()
  const running = confirming?.action === 'delete' ? remove : changeStatus

  const ask = (action: Confirming<TRow>['action'], row: TRow) => {
    remove.reset()
    changeStatus.reset()
    setConfirming({ action, row })
  }
  const confirm = () => {
    if (!confirming) return
    const done = confirming.action === 'delete' ? messages.deleted : messages.statusChanged
    running.mutate(rowKey(confirming.row), {
      onSuccess: () => {
        setConfirming(null)
        setSuccess(done)
      },
    })
  }

  return (
    <>
      <ListPage
        label={label}
        columns={columns}
        query={calls.queries.list as (request: ListRequest) => ListQueryOptions<TRow>}
        getRowId={(row) => String(rowKey(row))}
        rowName={rowName}
        exportName={exportName}
        searchPlaceholder={searchPlaceholder ?? `Search ${label.toLowerCase()}`}
        filters={filters}
        view={view}
        dateRange={dateRange}
        actions={
          <InsertButton allowed={can.insert} onClick={() => setEditing({ key: null })}>
            Add {noun}
          </InsertButton>
        }
        rowActions={(row) => {
          const name = rowName(row)
          const unreachable = outOfReach?.(row) ?? null
          const locked = unreachable ?? undeletable?.(row) ?? null
          return (
            <>
              <RowAction
                icon="edit"
                label={`Edit ${name}`}
                onClick={() => setEditing({ key: rowKey(row) })}
                disabled={!can.update || unreachable !== null}
                disabledReason={unreachable ?? NOT_ALLOWED}
              />
              {extraRowActions?.(row)}
              <RowAction
                icon="status"
                label={`Change Status of ${name}`}
                onClick={() => ask('status', row)}
                disabled={!can.update || unreachable !== null}
                disabledReason={unreachable ?? NOT_ALLOWED}
              />
              <RowAction
                icon="delete"
                tone="danger"
                label={`Delete ${name}`}
                onClick={() => ask('delete', row)}
                disabled={!can.delete || locked !== null}
                disabledReason={locked ?? NOT_ALLOWED}
              />
            </>
          )
        }}
      />
      <CrudFormDialog
        noun={noun}
        modelQuery={calls.queries.model}
        useSave={calls.useSave}
        form={form}
        messages={messages}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null)
          setSuccess(message)
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirming?.action === 'delete'
            ? `Do you want to delete the ${noun.toLowerCase()} ${rowName(confirming.row)}?`
            : CHANGE_STATUS_MESSAGE
        }
        busy={running.isPending}
        error={running.error?.message}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}

/** The screen component of a master that needs nothing but its parts: most masters. */
export function masterPage<
  TRow extends RowData,
  TModel,
  TInput extends FieldValues,
  TOutput extends FieldValues,
  TBody,
>(props: CrudPageProps<TRow, TModel, TInput, TOutput, TBody>) {
  return function MasterPage() {
    return <CrudPage {...props} />
  }
}
