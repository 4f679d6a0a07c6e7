/** The services the project's docker-compose.yml must define (see README: docker-compose). */
export const REQUIRED_SERVICES = ['mock', 'web', 'playwright'] as const

const KEY = /^(\s*)(["']?)([\w.-]+)\2\s*:/

/**
 * Names of the services in a compose file: the keys one level under the top-level `services:`.
 * Enough YAML for this check (dclint has already parsed and validated the file); comments, blank
 * lines and block scalars inside a service are skipped because only the first indent level counts.
 */
export function composeServiceNames(text: string): string[] {
  const names: string[] = []
  let inServices = false
  let serviceIndent: number | null = null
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#.*)?$/.test(line)) continue
    const match = KEY.exec(line)
    const indent = line.length - line.trimStart().length
    if (indent === 0) {
      inServices = match?.[3] === 'services'
      serviceIndent = null
      continue
    }
    if (!inServices || !match) continue
    serviceIndent ??= indent
    if (indent === serviceIndent) names.push(match[3]!)
  }
  return names
}

export const missingServices = (text: string): string[] => {
  const present = new Set(composeServiceNames(text))
  return REQUIRED_SERVICES.filter((name) => !present.has(name))
}
