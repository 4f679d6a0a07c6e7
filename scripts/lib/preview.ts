import { join } from 'node:path'
import { bin } from './paths'
import { type ServerProcess, startServerProcess } from './server-process'

const previewArgs = (port: number, outDir?: string) => [
  'preview',
  ...(outDir ? ['--outDir', outDir] : []),
  '--host',
  '127.0.0.1',
  '--port',
  String(port),
  '--strictPort',
]

/**
 * Playwright's web server: serves dist/ with `vite preview`. `npm test` builds first; run alone, the
 * suite builds only when there is no build to serve.
 */
export const previewCommand = (port: number): string => {
  const vite = join('node_modules', '.bin', 'vite')
  return `{ [ -f dist/index.html ] || ${vite} build; } && exec ${vite} ${previewArgs(port).join(' ')}`
}

export interface PreviewOptions {
  port: number
  /** vite.config.ts proxies /api to 127.0.0.1 on this port. */
  mockPort: number
  /** A build other than dist/. */
  outDir?: string
}

/** `vite preview` of a build with its /api going to the given mock server. */
export function startPreview({ port, mockPort, outDir }: PreviewOptions): Promise<ServerProcess> {
  return startServerProcess({
    name: `vite preview on port ${port}`,
    command: bin('vite'),
    args: previewArgs(port, outDir),
    env: { MOCK_PORT: String(mockPort) },
    readyUrl: `http://127.0.0.1:${port}/`,
  })
}

/**
 * Vite's dev server with its /api going to the given mock server: the one place React's development
 * build runs, so the only one where its warnings can be seen.
 */
export function startDevServer({ port, mockPort }: Omit<PreviewOptions, 'outDir'>): Promise<ServerProcess> {
  return startServerProcess({
    name: `vite dev server on port ${port}`,
    command: bin('vite'),
    args: ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    env: { MOCK_PORT: String(mockPort) },
    readyUrl: `http://127.0.0.1:${port}/`,
    readyTimeoutMs: 120_000,
  })
}
