import { contractDifferences, type EndpointDef } from '@contracts'

/**
 * Development only (the caller guards it with `import.meta.env.DEV`, so production builds drop it):
 * names the fields of an answer that differ from its contract, so a backend drifting from the
 * contracts shows up in the console before it shows up as a broken screen.
 */
export function warnOnDrift(endpoint: EndpointDef, body: unknown): void {
  const differences = contractDifferences(endpoint, body)
  if (differences.length === 0) return
  console.warn(
    `Contract drift: ${endpoint.method} ${endpoint.path} answered differently from its contract:\n  ${differences.join('\n  ')}`,
  )
}
