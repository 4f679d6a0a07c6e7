import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { exitCodeOf } from './exec'
import { ROOT } from './paths'

export interface ServerProcessOptions {
  /** Used in error messages. */
  name: string
  command: string
  args: readonly string[]
  env?: NodeJS.ProcessEnv
  /** The server is ready once a GET of this URL answers 2xx. */
  readyUrl: string
  readyTimeoutMs?: number
}

export interface ServerProcess {
  stop(): Promise<void>
}

const OUTPUT_KEPT = 40

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Set, a process takes its ports from its own block of this many from that port on, so that processes
 * started side by side (the smoke benches) never pick the same one between its test and its use.
 */
export const PORT_BASE_ENV = 'BENCH_PORT_BASE'
export const PORTS_PER_PROCESS = 5
let nextInBlock = 0

function listenOn(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** A loopback port nobody listens on right now: the OS picks it, or the next free one of the block. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const base = Number(process.env[PORT_BASE_ENV])
  if (!base) return listenOn(0, host)
  for (let tried = 0; tried < PORTS_PER_PROCESS; tried++) {
    const port = base + (nextInBlock++ % PORTS_PER_PROCESS)
    const free = await listenOn(port, host).then(
      () => true,
      () => false,
    )
    if (free) return port
  }
  throw new Error(`No free port in ${base}-${base + PORTS_PER_PROCESS - 1}`)
}

/**
 * Starts a server as a child process in the repository root and resolves once it answers `readyUrl`.
 * A URL that already answers is refused rather than reused: state shared with an unknown server
 * would make tests and measurements meaningless. Failing to start reports the server's last output.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { name, readyUrl } = options
  if (await answers(readyUrl)) {
    throw new Error(`Something already answers ${readyUrl}; stop it or choose other ports.`)
  }
  const child = spawn(options.command, options.args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  })
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean))
    output.splice(0, Math.max(0, output.length - OUTPUT_KEPT))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const state: { exitCode: number | null } = { exitCode: null }
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      output.push(error.message)
      state.exitCode = 127
      resolve()
    })
    child.once('exit', (code, signal) => {
      state.exitCode = exitCodeOf(code, signal)
      resolve()
    })
  })

  const stop = async () => {
    if (state.exitCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000)
  while (!(await answers(readyUrl))) {
    if (state.exitCode !== null || Date.now() > deadline) {
      const why =
        state.exitCode !== null ? `exited with code ${state.exitCode}` : `did not answer ${readyUrl} in time`
      await stop()
      throw new Error(`The ${name} ${why}:\n${output.join('\n')}`)
    }
    await sleep(100)
  }
  return { stop }
}
