import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort, startServerProcess } from './server-process'

const httpServer = (port: number) =>
  `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

describe('startServerProcess', () => {
  it('resolves once the server answers and stops it on request', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const server = await startServerProcess({
      name: 'test server',
      command: process.execPath,
      args: ['-e', httpServer(port)],
      readyUrl: url,
    })
    expect(await answers(url)).toBe(true)
    await server.stop()
    expect(await answers(url)).toBe(false)
  })

  it('reports the exit code and last output of a server that dies while starting', async () => {
    const port = await freePort()
    const start = startServerProcess({
      name: 'broken server',
      command: process.execPath,
      args: ['-e', 'console.error("port taken by a test"); process.exit(3)'],
      readyUrl: `http://127.0.0.1:${port}/`,
    })
    await expect(start).rejects.toThrow(/broken server exited with code 3:\nport taken by a test/)
  })

  it('refuses a URL that something else already answers', async () => {
    const port = await freePort()
    const other = createServer((_, res) => res.end('someone else'))
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
    try {
      const start = startServerProcess({
        name: 'second server',
        command: process.execPath,
        args: ['-e', httpServer(port)],
        readyUrl: `http://127.0.0.1:${port}/`,
      })
      await expect(start).rejects.toThrow(/already answers/)
    } finally {
      other.close()
    }
  })
})

describe('freePort in a block of ports', () => {
  it('hands out its block in turn and skips a port something listens on', async () => {
    const blocker = createServer().listen(6101, '127.0.0.1')
    await new Promise((resolve) => blocker.once('listening', resolve))
    process.env.BENCH_PORT_BASE = '6100'
    try {
      const ports = [await freePort(), await freePort(), await freePort()]
      expect(ports).toEqual([6100, 6102, 6103])
    } finally {
      delete process.env.BENCH_PORT_BASE
      blocker.close()
    }
  })
})
