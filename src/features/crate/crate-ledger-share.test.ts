import { describe, expect, it } from 'vitest'
import { crateLedgerMessage } from './crate-ledger-share'
import { ledgerTotals } from './crate-ledger-table'

const ledger = {
  opening: 20,
  rows: [
    {
      date: '2026-11-15',
      movementNo: 'CR/26-27/00012',
      particulars: 'Crates out',
      outQty: 1200,
      inQty: 0,
      balance: 1220,
    },
    {
      date: '2026-11-18',
      movementNo: 'CR/26-27/00019',
      particulars: 'Crates returned',
      outQty: 0,
      inQty: 12,
      balance: 1208,
    },
    {
      date: '2026-11-21',
      movementNo: 'CR/26-27/00023',
      particulars: 'Crates returned',
      outQty: 0,
      inQty: 8,
      balance: 1200,
    },
  ],
  closing: 1200,
}

describe('the crate ledger shared on WhatsApp', () => {
  it('sums the period’s crates out and in', () => {
    expect(ledgerTotals(ledger)).toEqual({ outQty: 1200, inQty: 20 })
    expect(ledgerTotals({ opening: 5, rows: [], closing: 5 })).toEqual({ outQty: 0, inQty: 0 })
  })

  it('names the party and the period and ends with the crates still with the party, in Indian digits', () => {
    const text = crateLedgerMessage(
      {
        firmName: 'Shree Traders',
        partyName: '1002 Ganesh Darekar',
        crateType: 'Plastic crate 20 kg',
        fromDate: '2026-11-12',
        toDate: '',
      },
      ledger,
    )
    expect(text.split('\n')).toEqual([
      'Shree Traders: crate ledger of 1002 Ganesh Darekar',
      'Crate type: Plastic crate 20 kg',
      'Period: 12-11-2026 to today',
      'Opening: 20',
      'Out: 1,200',
      'Returned: 20',
      'Crates with you: 1,200',
    ])
  })
})
