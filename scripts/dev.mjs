// `npm run dev`: the mock server (demo data, port MOCK_PORT or 4000) and Vite (5173, /api proxied to
// the mock server) side by side with prefixed output. Ctrl-C stops both; when either one ends, the
// other is stopped too and the first one's exit code becomes this script's.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const colour = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text)

const services = [
  { name: 'mock', code: 35, command: process.execPath, args: ['--import', 'tsx', 'mock-server/main.ts'] },
  { name: 'web', code: 36, command: 'node_modules/.bin/vite', args: [] },
]
const width = Math.max(...services.map((s) => s.name.length))

let exitCode = null
let closed = 0
const children = services.map((service) => {
  const prefix = paint(service.code, `[${service.name.padEnd(width)}]`)
  const child = spawn(service.command, service.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) },
  })
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`))
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`)
    finish(127)
  })
  child.on('exit', (code, signal) => {
    const status = code ?? 128 + (constants.signals[signal] ?? 0)
    if (exitCode === null) console.error(`${prefix} stopped (${signal ?? `exit code ${status}`})`)
    finish(status)
  })
  // 'close' comes after the last output line, so nothing a process printed while dying is lost.
  child.on('close', () => {
    closed += 1
    if (closed === services.length) process.exit(exitCode ?? 0)
  })
  return child
})

const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null)

function finish(status) {
  if (exitCode === null) {
    exitCode = status
    // A process that ignores SIGTERM must not keep the terminal.
    setTimeout(() => {
      for (const child of running()) child.kill('SIGKILL')
    }, 5_000).unref()
  }
  for (const child of running()) child.kill('SIGTERM')
}

for (const [signal, status] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => finish(status))
}
