import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * A coded field compared or set to a bare number reads differently per document (3 is Auctioned for a
 * token but Cancelled for a sale line), so the server and the contracts name every code by its
 * constant (TOKEN_STATUS, BILL_STATUS, VOUCHER_STATUS, PAYMENT_MODE, PARTY_TYPE, …).
 */
const CODED = '(?:status|Status|paymentMode|entryFeeMode|partyType|transactionType|rateType|gradingType)'
const BARE_CODE = new RegExp(
  [
    `\\b${CODED}\\)?\\s*[!=]==?\\s*\\d\\b`, // status === 3
    `\\b${CODED}:\\s*\\d\\s*[,}]`, // status: 1,
    `\\b${CODED}:[^,?]*\\?\\s*\\d\\s*:`, // paymentMode: cash ? 1 : 2
  ].join('|'),
)

const root = fileURLToPath(new URL('..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function bareCodes(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && BARE_CODE.test(line))
    .map(({ line, no }) => `${no}: ${line}`)
}

describe('coded fields are compared by their named constants', () => {
  it('spots a bare code however it is written', () => {
    expect(bareCodes('if (r.status === 3) return')).toHaveLength(1)
    expect(bareCodes('if (day?.status !== 2) continue')).toHaveLength(1)
    expect(bareCodes('const online = (r as ModeFields).paymentMode !== 2')).toHaveLength(1)
    expect(bareCodes('  status: 1,')).toHaveLength(1)
    expect(bareCodes('paymentMode: cash ? 1 : 2,')).toHaveLength(1)
    expect(bareCodes('entryFeeMode: prng.next() < 0.8 ? 1 : 2,')).toHaveLength(1)
    expect(bareCodes('if (r.status === BILL_STATUS.Active) return')).toEqual([])
    expect(bareCodes('  status: 1 | 2')).toEqual([])
  })

  it('finds none in the mock server or the contracts', () => {
    const found = [join(root, 'mock-server'), join(root, 'contracts')]
      .flatMap(sources)
      .flatMap((file) => bareCodes(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`))
    expect(found).toEqual([])
  })
})
