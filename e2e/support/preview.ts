import { join } from 'node:path'
import { bin } from '../../scripts/lib/paths'
import { type ServerProcess, startServerProcess } from '../../scripts/lib/server-process'

const previewArgs = (port: number) => [
  'preview',
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

/** A further `vite preview` of the same build whose /api goes to another mock server. */
export function startPreview(port: number, mockPort: number): Promise<ServerProcess> {
  return startServerProcess({
    name: `vite preview on port ${port}`,
    command: bin('vite'),
    args: previewArgs(port),
    // vite.config.ts proxies /api to MOCK_PORT.
    env: { MOCK_PORT: String(mockPort) },
    readyUrl: `http://127.0.0.1:${port}/`,
  })
}
