import { type ChildProcess, spawn } from 'node:child_process'
import { constants } from 'node:os'
import { ROOT } from './paths'

export interface RunOptions {
  env?: NodeJS.ProcessEnv
}

const running = new Set<ChildProcess>()

/** Ends whatever `run` has started, so an interrupted script leaves nothing behind. */
export function stopRunning(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of running) child.kill(signal)
}

/** Lets `stopRunning` end a child started elsewhere (with its output piped, say) until it exits. */
export function track(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
}

/** Shell-style exit code: a process killed by a signal reports 128 + the signal number. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code
  return 128 + (signal ? (constants.signals[signal] ?? 0) : 0)
}

/** A command started in the background: its exit code once it ends. */
export interface Started {
  exitCode: Promise<number>
}

/**
 * Starts a command in the repository root, its output going to `outputFd` (a file opened by the
 * caller) or straight to the terminal; failing to start is exit code 127. `stopRunning` ends it.
 */
export function start(
  command: string,
  args: readonly string[],
  options: RunOptions & { outputFd?: number } = {},
): Started {
  const { outputFd } = options
  const exitCode = new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: outputFd === undefined ? 'inherit' : ['ignore', outputFd, outputFd],
      env: { ...process.env, ...options.env },
    })
    track(child)
    child.on('error', (error) => {
      running.delete(child)
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)))
  })
  return { exitCode }
}

/**
 * Runs a command in the repository root with the terminal passed straight through (colours and
 * progress output stay intact) and resolves with its exit code; failing to start is exit code 127.
 */
export const run = (command: string, args: readonly string[], options: RunOptions = {}): Promise<number> =>
  start(command, args, options).exitCode
