import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { composeServiceNames, missingServices } from './compose'
import { ROOT } from './paths'

const COMPOSE = `
name: shop
# comment at the top
services:
  mock:
    image: node:20
    command: ["npm", "run", "mock"]
    healthcheck:
      test: ["CMD", "true"]

  "web":
    build:
      context: .
    environment:
      services: not-a-service
  playwright:
    command: |
      npx playwright test
      web:
volumes:
  data:
`

describe('composeServiceNames', () => {
  it('lists only the keys directly under services', () => {
    expect(composeServiceNames(COMPOSE)).toEqual(['mock', 'web', 'playwright'])
  })

  it('finds nothing when there is no services section', () => {
    expect(composeServiceNames('volumes:\n  data:\n')).toEqual([])
  })
})

describe('missingServices', () => {
  it('names the required services that are absent', () => {
    expect(missingServices(COMPOSE)).toEqual([])
    expect(missingServices('services:\n  web:\n    image: nginx\n')).toEqual(['mock', 'playwright'])
  })
})

describe("the project's compose files", () => {
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
  const main = read('docker-compose.yml')

  it('have no top-level name, which Debian’s docker-compose 1.29 refuses', () => {
    expect(main).not.toMatch(/^name\s*:/m)
  })

  it('lay the host network only over services docker-compose.yml defines', () => {
    const defined = new Set(composeServiceNames(main))
    const laid = composeServiceNames(read('docker/compose.host.yml'))
    expect(laid).toEqual(expect.arrayContaining(['mock', 'mock-e2e', 'web-e2e', 'playwright']))
    expect(laid.filter((name) => !defined.has(name))).toEqual([])
  })
})
