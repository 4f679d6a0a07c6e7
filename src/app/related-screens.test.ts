import { MODULE, type ModuleId } from '@contracts'
import { describe, expect, it } from 'vitest'
import { RELATED_SCREENS, relatedScreens } from './related-screens'

const everyone = () => true
const labels = (path: string, canView: (module: ModuleId) => boolean = everyone) =>
  relatedScreens(path, canView).map((screen) => screen.label)

describe('relatedScreens', () => {
  it('leads tokens on to grading and billing, and billing on to its documents and payments', () => {
    expect(labels('/token-list')).toEqual(expect.arrayContaining(['Grading Report', 'Farmer Billing']))
    expect(labels('/buyer-billing')).toEqual(['Generate Invoice', 'Buyer receipts', 'Buyer Ledger'])
    expect(labels('/marketWallet')).toContain('Payment List')
    expect(labels('/Buyer-Ledger')).toContain('Buyer receipts')
  })

  it('matches the path whatever its case, as the router does', () => {
    expect(labels('/generateinvoice')).toEqual(labels('/GenerateInvoice'))
    expect(labels('/GenerateInvoice').length).toBeGreaterThan(0)
  })

  it('leaves out what the role may not open', () => {
    const noPayments = (module: ModuleId) => module !== MODULE.Payment
    expect(labels('/buyer-billing', noPayments)).toEqual(['Generate Invoice', 'Buyer Ledger'])
    expect(labels('/marketWallet', () => false)).toEqual([])
  })

  it('names nothing for a screen outside the day', () => {
    expect(labels('/state')).toEqual([])
  })

  it('never sends a screen to itself with the same view', () => {
    for (const [path, screens] of Object.entries(RELATED_SCREENS))
      for (const screen of screens ?? [])
        expect(`${screen.to}${JSON.stringify(screen.search)}`).not.toBe(`${path}undefined`)
  })
})
