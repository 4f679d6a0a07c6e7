import { PERMISSION_ACTIONS, type RoleModule } from '@contracts'
import type { KeyboardEvent } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import {
  type ActionId,
  actionTally,
  fullModules,
  isGranted,
  moduleTally,
  setAction,
  setGrant,
  setModule,
} from './matrix'

export interface PermissionMatrixProps {
  value: RoleModule[]
  onChange: (modules: RoleModule[]) => void
  /** A Super Admin may do everything: every box shows ticked and none can change. */
  superAdmin: boolean
  disabled?: boolean
  error?: string
}

/** The "all" boxes sit in row -1 (per action) and column 4 (per module); arrows move between boxes. */
const ALL_COLUMN = PERMISSION_ACTIONS.length

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const move = MOVES[event.key]
  const from = event.target as HTMLElement
  if (!move || from.dataset.row === undefined) return
  const row = Number(from.dataset.row) + move[0]
  const col = Number(from.dataset.col) + move[1]
  const next = event.currentTarget.querySelector<HTMLInputElement>(`[data-row="${row}"][data-col="${col}"]`)
  if (next) {
    event.preventDefault()
    next.focus()
  }
}

/**
 * Modules × Can Insert / Can Update / Can Delete / Can View, with an "all" box per column and per row.
 * Native checkboxes: Tab reaches them, Space toggles, arrow keys move through the grid.
 */
export function PermissionMatrix({ value, onChange, superAdmin, disabled, error }: PermissionMatrixProps) {
  const shown = superAdmin ? fullModules() : value
  const locked = superAdmin || disabled
  return (
    <div className="flex flex-col gap-1">
      <div className="max-h-[50vh] overflow-auto rounded-app border border-slate-200">
        <table aria-label="Permissions" className="w-full text-left text-sm" onKeyDown={moveFocus}>
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Module
              </th>
              {PERMISSION_ACTIONS.map((action, col) => {
                const tally = actionTally(shown, action.mActionId)
                return (
                  <th key={action.mActionId} scope="col" className="px-2 py-2 text-center">
                    <div className="flex flex-col items-center gap-1.5">
                      <span className="whitespace-nowrap">{action.mActionName}</span>
                      <Checkbox
                        aria-label={`${action.mActionName} for all modules`}
                        data-row={-1}
                        data-col={col}
                        checked={tally === 'all'}
                        indeterminate={tally === 'some'}
                        disabled={locked}
                        onCheckedChange={(on) => onChange(setAction(value, action.mActionId, on))}
                      />
                    </div>
                  </th>
                )
              })}
              <th scope="col" className="px-2 py-2 text-center align-top">
                All
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((module, row) => {
              const tally = moduleTally(shown, module.moduleId)
              return (
                <tr key={module.moduleId} className="hover:bg-slate-50">
                  <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-slate-800">
                    {module.moduleName}
                  </th>
                  {PERMISSION_ACTIONS.map((action, col) => (
                    <td key={action.mActionId} className="px-2 py-1.5 text-center">
                      <Checkbox
                        aria-label={`${module.moduleName}: ${action.mActionName}`}
                        data-row={row}
                        data-col={col}
                        className="align-middle"
                        checked={isGranted(shown, module.moduleId, action.mActionId as ActionId)}
                        disabled={locked}
                        onCheckedChange={(on) =>
                          onChange(setGrant(value, module.moduleId, action.mActionId, on))
                        }
                      />
                    </td>
                  ))}
                  <td className="px-2 py-1.5 text-center">
                    <Checkbox
                      aria-label={`All actions for ${module.moduleName}`}
                      data-row={row}
                      data-col={ALL_COLUMN}
                      className="align-middle"
                      checked={tally === 'all'}
                      indeterminate={tally === 'some'}
                      disabled={locked}
                      onCheckedChange={(on) => onChange(setModule(value, module.moduleId, on))}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {error && <p className="text-xs text-red-700">{error}</p>}
    </div>
  )
}
