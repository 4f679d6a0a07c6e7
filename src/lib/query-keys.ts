import type { EndpointDef } from '@contracts'

/**
 * The query keys of one module, every one under its root: invalidating `all` after a save refreshes the
 * module's lists, open records and lookups together, wherever they are shown.
 */
export function moduleKeys<const R extends string>(root: R) {
  return {
    all: [root] as const,
    list: (request: unknown) => [root, 'list', request] as const,
    model: (key: unknown) => [root, 'model', key] as const,
    /** A picker's list, scoped by what narrows it (a market, a company); nothing for firm-wide ones. */
    lookup: (...scope: unknown[]) => [root, 'lookup', ...scope] as const,
  }
}

export type ModuleKeys<R extends string = string> = ReturnType<typeof moduleKeys<R>>

/**
 * The query parameter naming one record (`BuyerKeyID`, `StateID`), read from the contract's call that
 * takes it, so a module never spells it again and a renamed key follows the contract.
 */
export function recordKeyParam(byKey: EndpointDef): string {
  const [name, ...more] = Object.keys(byKey.query?.entries ?? {})
  if (name === undefined || more.length > 0)
    throw new Error(`${byKey.path} does not take exactly one key parameter.`)
  return name
}
