import { type ServerProcess, startServerProcess } from './server-process'

export { freePort } from './server-process'

export interface MockServerOptions {
  port: number
  host?: string
  /** Further options of mock-server/main.ts, e.g. `['--markets', '10000']`. */
  args?: readonly string[]
  readyTimeoutMs?: number
}

export interface RunningMockServer extends ServerProcess {
  url: string
}

/** Starts the mock server's CLI (`mock-server/main.ts`) and resolves once `GET /health` answers. */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host}:${options.port}`
  const server = await startServerProcess({
    name: `mock server on ${url}`,
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      'mock-server/main.ts',
      '--port',
      String(options.port),
      '--host',
      host,
      ...(options.args ?? []),
    ],
    readyUrl: `${url}/health`,
    // Seeding the demo history (the market day's documents of months) takes seconds alone and far
    // longer on two cores shared with a browser and a second worker.
    readyTimeoutMs: options.readyTimeoutMs ?? 120_000,
  })
  return { url, stop: server.stop }
}
