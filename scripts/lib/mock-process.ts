import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { exitCodeOf } from './exec'
import { ROOT } from './paths'

export interface MockServerOptions {
  port: number
  host?: string
  /** Further CLI options of mock-server/main.ts, e.g. `['--markets', '10000']`. */
  args?: readonly string[]
  readyTimeoutMs?: number
}

export interface RunningMockServer {
  url: string
  stop(): Promise<void>
}

const OUTPUT_KEPT = 40

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) })
    return response.ok
  } catch {
    return false
  }
}

/** A loopback port nobody listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * Starts the mock server's CLI as a child process and resolves once `GET /health` answers. A port
 * that already answers is refused rather than reused: state shared with an unknown server would make
 * tests and measurements meaningless.
 */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host}:${options.port}`
  if (await answersHealth(url)) {
    throw new Error(`Something already serves ${url}; stop it or choose another port.`)
  }
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mock-server/main.ts',
      '--port',
      String(options.port),
      '--host',
      host,
      ...(options.args ?? []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean))
    output.splice(0, Math.max(0, output.length - OUTPUT_KEPT))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited: number | null = null
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = exitCodeOf(code, signal)
      resolve()
    }),
  )

  const stop = async () => {
    if (exited !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exit
    clearTimeout(timer)
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000)
  while (!(await answersHealth(url))) {
    if (exited !== null || Date.now() > deadline) {
      await stop()
      const why = exited !== null ? `exited with code ${exited}` : 'did not answer /health in time'
      throw new Error(`The mock server on ${url} ${why}:\n${output.join('\n')}`)
    }
    await sleep(100)
  }
  return { url, stop }
}
