import { PERMISSION_ACTIONS, PERMISSION_MODULES, type RoleModule } from '@contracts'

export type ActionId = (typeof PERMISSION_ACTIONS)[number]['mActionId']
const VIEW: ActionId = 4

/** Every module of the catalogue, in menu order, each action granted when `granted` says so. */
function build(granted: (moduleId: number, mActionId: ActionId) => boolean): RoleModule[] {
  return PERMISSION_MODULES.map(({ moduleId, moduleName }) => ({
    moduleId,
    moduleName,
    moduleActions: PERMISSION_ACTIONS.map(({ mActionId, mActionName }) => ({
      mActionId,
      mActionName,
      setDefaultAction: granted(moduleId, mActionId),
    })),
  }))
}

export const blankModules = (): RoleModule[] => build(() => false)
export const fullModules = (): RoleModule[] => build(() => true)

export const isGranted = (modules: readonly RoleModule[], moduleId: number, mActionId: ActionId): boolean =>
  Boolean(
    modules
      .find((m) => m.moduleId === moduleId)
      ?.moduleActions.some((a) => a.mActionId === mActionId && a.setDefaultAction),
  )

/**
 * A saved tree as the editor shows it: every catalogue module and action, in order, whatever the
 * server left out; a write granted without View gets View, as the editor would have ticked it.
 */
export const normaliseModules = (modules: readonly RoleModule[]): RoleModule[] =>
  build(
    (moduleId, mActionId) =>
      isGranted(modules, moduleId, mActionId) ||
      (mActionId === VIEW && PERMISSION_ACTIONS.some((a) => isGranted(modules, moduleId, a.mActionId))),
  )

/**
 * Ticks or unticks cells, keeping the rule that Insert, Update and Delete need View: ticking one of
 * them ticks View, unticking View unticks the others.
 */
function setCells(
  modules: readonly RoleModule[],
  cells: (moduleId: number, mActionId: ActionId) => boolean,
  on: boolean,
): RoleModule[] {
  return modules.map((module) => {
    const touched = PERMISSION_ACTIONS.filter((a) => cells(module.moduleId, a.mActionId)).map(
      (a) => a.mActionId,
    )
    if (touched.length === 0) return module
    const writeTicked = on && touched.some((id) => id !== VIEW)
    const viewUnticked = !on && touched.includes(VIEW)
    return {
      ...module,
      moduleActions: module.moduleActions.map((action) => {
        const id = action.mActionId as ActionId
        if (touched.includes(id)) return { ...action, setDefaultAction: on }
        if (writeTicked && id === VIEW) return { ...action, setDefaultAction: true }
        if (viewUnticked) return { ...action, setDefaultAction: false }
        return action
      }),
    }
  })
}

export const setGrant = (
  modules: readonly RoleModule[],
  moduleId: number,
  mActionId: ActionId,
  on: boolean,
) => setCells(modules, (m, a) => m === moduleId && a === mActionId, on)

/** A row's "all" box: every action of one module. */
export const setModule = (modules: readonly RoleModule[], moduleId: number, on: boolean) =>
  setCells(modules, (m) => m === moduleId, on)

/** A column's "all" box: one action in every module. */
export const setAction = (modules: readonly RoleModule[], mActionId: ActionId, on: boolean) =>
  setCells(modules, (_, a) => a === mActionId, on)

export type Tally = 'all' | 'some' | 'none'

const tally = (values: boolean[]): Tally =>
  values.every(Boolean) ? 'all' : values.some(Boolean) ? 'some' : 'none'

export const moduleTally = (modules: readonly RoleModule[], moduleId: number): Tally =>
  tally(PERMISSION_ACTIONS.map((a) => isGranted(modules, moduleId, a.mActionId)))

export const actionTally = (modules: readonly RoleModule[], mActionId: ActionId): Tally =>
  tally(modules.map((m) => isGranted(modules, m.moduleId, mActionId)))
