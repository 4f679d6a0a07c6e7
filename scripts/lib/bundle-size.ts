/** One entry of Vite's `.vite/manifest.json` (only the fields the size budget needs). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** Source file of a manifest key: split route chunks are keyed `src/routes/x.tsx?tsr-split=component`. */
const sourceOf = (key: string): string => key.split('?')[0]!

/** Counted toward first load: scripts and styles. Fonts and images load on their own and are excluded. */
export const isCountedAsset = (file: string): boolean => /\.(m?js|css)$/.test(file)

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`)
  return entries[0]!
}

/** Every manifest key built from one source file (the route module and its split parts). */
export function keysForSource(manifest: Manifest, source: string): string[] {
  return Object.keys(manifest).filter((key) => sourceOf(key) === source)
}

/**
 * The files a browser must fetch before the given chunks can run: the chunks, everything they import
 * statically (transitively) and the CSS of each. Dynamic imports are not followed: they load later.
 */
export function firstLoadFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...files].filter(isCountedAsset).sort()
}
