import { describe, expect, it } from 'vitest'
import { composeServiceNames, missingServices } from './compose'

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
