import { MODULE, PERMISSION_MODULES, type RoleModule } from '@contracts'
import { describe, expect, it } from 'vitest'
import {
  actionTally,
  blankModules,
  fullModules,
  isGranted,
  moduleTally,
  normaliseModules,
  setAction,
  setGrant,
  setModule,
} from './matrix'

const INSERT = 1
const UPDATE = 2
const DELETE = 3
const VIEW = 4

const granted = (modules: RoleModule[], moduleId: number) =>
  [INSERT, UPDATE, DELETE, VIEW].filter((a) => isGranted(modules, moduleId, a as 1 | 2 | 3 | 4))

describe('permission matrix', () => {
  it('lists every catalogue module in order with the four actions', () => {
    const modules = blankModules()
    expect(modules.map((m) => m.moduleId)).toEqual(PERMISSION_MODULES.map((m) => m.moduleId))
    expect(modules[0]?.moduleActions.map((a) => a.mActionName)).toEqual([
      'Can Insert',
      'Can Update',
      'Can Delete',
      'Can View',
    ])
    expect(modules.every((m) => m.moduleActions.every((a) => !a.setDefaultAction))).toBe(true)
  })

  it('ticking Insert, Update or Delete ticks View too', () => {
    for (const action of [INSERT, UPDATE, DELETE] as const) {
      const modules = setGrant(blankModules(), MODULE.Farmer, action, true)
      expect(granted(modules, MODULE.Farmer)).toEqual([action, VIEW])
      expect(granted(modules, MODULE.Buyer)).toEqual([])
    }
  })

  it('unticking View unticks every write of that module only', () => {
    let modules = setModule(blankModules(), MODULE.Farmer, true)
    modules = setModule(modules, MODULE.Buyer, true)
    modules = setGrant(modules, MODULE.Farmer, VIEW, false)
    expect(granted(modules, MODULE.Farmer)).toEqual([])
    expect(granted(modules, MODULE.Buyer)).toEqual([INSERT, UPDATE, DELETE, VIEW])
  })

  it('unticking a write keeps View', () => {
    const modules = setGrant(setModule(blankModules(), MODULE.Token, true), MODULE.Token, DELETE, false)
    expect(granted(modules, MODULE.Token)).toEqual([INSERT, UPDATE, VIEW])
  })

  it('a column toggle applies to every module, with View following a write', () => {
    const modules = setAction(blankModules(), UPDATE, true)
    expect(actionTally(modules, UPDATE)).toBe('all')
    expect(actionTally(modules, VIEW)).toBe('all')
    expect(actionTally(modules, INSERT)).toBe('none')
    const none = setAction(modules, VIEW, false)
    expect(none.every((m) => granted(none, m.moduleId).length === 0)).toBe(true)
  })

  it('tallies rows and columns as all, some or none', () => {
    const modules = setGrant(blankModules(), MODULE.Role, INSERT, true)
    expect(moduleTally(modules, MODULE.Role)).toBe('some')
    expect(moduleTally(modules, MODULE.Market)).toBe('none')
    expect(moduleTally(fullModules(), MODULE.Market)).toBe('all')
    expect(actionTally(modules, INSERT)).toBe('some')
  })

  it('normalises a saved tree: catalogue order, missing modules added, writes imply View', () => {
    const saved: RoleModule[] = [
      {
        moduleId: MODULE.Buyer,
        moduleName: 'whatever the server called it',
        moduleActions: [{ mActionId: INSERT, mActionName: 'Can Insert', setDefaultAction: true }],
      },
    ]
    const modules = normaliseModules(saved)
    expect(modules).toHaveLength(PERMISSION_MODULES.length)
    expect(modules.find((m) => m.moduleId === MODULE.Buyer)?.moduleName).toBe('Buyer')
    expect(granted(modules, MODULE.Buyer)).toEqual([INSERT, VIEW])
    expect(granted(modules, MODULE.Farmer)).toEqual([])
  })
})
