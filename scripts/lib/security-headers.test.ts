import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RADIX_SELECT_STYLE, SECURITY_HEADERS } from './security-headers'

const read = (path: string) => readFileSync(new URL(`../../docker/${path}`, import.meta.url), 'utf8')
const INCLUDE = 'include /etc/nginx/security-headers.conf;'

describe('security headers of the bundled nginx', () => {
  it('are exactly the headers vite preview sends', () => {
    const lines = [
      ...read('security-headers.conf').matchAll(/^add_header\s+([\w-]+)\s+"([^"]*)"\s+always;$/gm),
    ]
    expect(Object.fromEntries(lines.map(([, name, value]) => [name, value]))).toEqual(SECURITY_HEADERS)
  })

  it('apply to the server and to every location that adds headers of its own', () => {
    const [server = '', ...locations] = read('nginx.conf').split(/\n\s*location\s+/)
    expect(server).toContain(INCLUDE)
    // An add_header in a location drops the server's, so such a location includes them again.
    for (const block of locations.filter((b) => b.includes('add_header'))) {
      expect(block, block.split('\n')[0]).toContain(INCLUDE)
    }
  })

  it('are copied into the web image where nginx.conf includes them', () => {
    expect(read('app.Dockerfile')).toContain(
      'COPY docker/security-headers.conf /etc/nginx/security-headers.conf',
    )
  })
})

describe('the inline stylesheet the policy allows by its hash', () => {
  it('is the one the installed Radix Select writes, letter for letter', () => {
    const radix = readFileSync(
      new URL('../../node_modules/@radix-ui/react-select/dist/index.mjs', import.meta.url),
      'utf8',
    )
    expect(radix).toContain(`__html: \`${RADIX_SELECT_STYLE}\``)
  })
})
