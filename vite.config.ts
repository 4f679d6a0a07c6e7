import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite'
import { SECURITY_HEADERS } from './scripts/lib/security-headers'

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4000}`
// The SPA talks to `/api` on its own origin; dev and preview forward that to the mock server.
const proxy = { '/api': { target: mockTarget, changeOrigin: false } }

const vendor = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`)

const VENDOR_GROUPS = [
  { name: 'react', test: vendor('react|react-dom|scheduler') },
  { name: 'router', test: vendor('@tanstack[\\\\/](react-router|router-core|history|store|react-store)') },
  { name: 'query', test: vendor('@tanstack[\\\\/](query-core|react-query)') },
  { name: 'table', test: vendor('@tanstack[\\\\/](table-core|react-table)') },
  // Ahead of forms: a group also takes what its modules import, so the valibot resolver would carry
  // valibot (which every route's search schema needs) into the form chunk, and /login with it.
  { name: 'valibot', test: vendor('valibot') },
  { name: 'forms', test: vendor('react-hook-form|@hookform[\\\\/]resolvers') },
]

const VENDOR_NAMES = new Set(VENDOR_GROUPS.map((group) => group.name))

/**
 * Each lazy import carries the list of files to preload with it (Vite's preload map), and the entry
 * holds one list per route component and loader: the map grows with every route and shared chunk, and
 * every first load downloads it. A file the importing chunk imports statically has loaded before the
 * import can run, so it is left out; the rest is listed in one order, the most widely shared files
 * first, so that the lists repeat and compress. Application chunks are named by their hash alone; the
 * library groups keep their names, which is what a size report is read by.
 */
function shortPreloadMap() {
  let bundle: Rolldown.OutputBundle = {}
  let sharedBy = new Map<string, number>()
  const loadedWith = (file: string, found = new Set<string>()): Set<string> => {
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk') return found
    for (const imported of chunk.imports) {
      if (!found.has(imported)) loadedWith(imported, found.add(imported))
    }
    return found
  }
  const plugin: Plugin = {
    name: 'short-preload-map',
    // Vite writes the preload map in its own generateBundle: the bundle is read before that.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
        sharedBy = new Map()
        for (const file of Object.keys(output)) {
          for (const dep of loadedWith(file)) sharedBy.set(dep, (sharedBy.get(dep) ?? 0) + 1)
        }
      },
    },
  }
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, host) => {
    // The entry's own preload tags in index.html stay as they are.
    if (host.hostType !== 'js' || deps.length === 0) return deps
    const loaded = loadedWith(host.hostId)
    const [imported, ...others] = deps.filter((dep) => !loaded.has(dep))
    others.sort((a, b) => (sharedBy.get(b) ?? 0) - (sharedBy.get(a) ?? 0) || (a < b ? -1 : 1))
    // The imported file itself stays first.
    return imported === undefined ? [] : [imported, ...others]
  }
  const chunkFileNames = (chunk: { name: string }) =>
    VENDOR_NAMES.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'
  return { plugin, resolveDependencies, chunkFileNames }
}

const preloadMap = shortPreloadMap()

export default defineConfig({
  plugins: [
    preloadMap.plugin,
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders too: they import their feature's queries, endpoint tables and the API client, which
        // would otherwise be in every page's first load, /login's included.
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The scroll lock's rules through CSSOM instead of a <style> element the CSP refuses.
      'react-style-singleton': fileURLToPath(
        new URL('./src/lib/adopted-style-singleton.ts', import.meta.url),
      ),
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  // The headers docker/nginx.conf sends, so the e2e suite runs the app under its real policy.
  preview: { port: 4173, strictPort: true, proxy, headers: { ...SECURITY_HEADERS } },
  build: {
    modulePreload: { polyfill: false, resolveDependencies: preloadMap.resolveDependencies },
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries grouped by what needs them, so a page loads only its own: /login needs React,
        // the router and valibot, but not Query (the signed-in layout), the form library (dialogs),
        // TanStack Table (the lists) or Radix. Radix is left to the bundler's own splitting, which
        // gives each primitive (with floating-ui, the scroll lock, ...) the chunks of the pages that
        // use it; one Radix chunk made the shell download Dialog, DropdownMenu and Slider for its
        // market select.
        codeSplitting: { groups: VENDOR_GROUPS },
        chunkFileNames: preloadMap.chunkFileNames,
      },
    },
  },
})
