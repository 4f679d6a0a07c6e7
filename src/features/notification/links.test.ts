import { NOTIFICATION_ENTITY } from '@contracts'
import { describe, expect, it } from 'vitest'
import { notificationLink } from './links'

const row = (entityType: string, entityKeyID = 'k-1', entityLabel = '') => ({
  entityType,
  entityKeyID,
  entityLabel,
})

describe('notificationLink', () => {
  it('opens a patti, an invoice and a group invoice on their documents', () => {
    expect(notificationLink(row(NOTIFICATION_ENTITY.FarmerBill))).toEqual({
      to: '/invoice',
      search: { farmerBillKeyID: 'k-1' },
    })
    expect(notificationLink(row(NOTIFICATION_ENTITY.BuyerBill))?.to).toBe('/BuyerInvoice')
    expect(notificationLink(row(NOTIFICATION_ENTITY.BuyerGroupBill))?.to).toBe('/Group-token-Invoice')
  })

  it('searches the token list for the token and opens the wallet on its day', () => {
    expect(notificationLink(row(NOTIFICATION_ENTITY.Token, 't', 'T-007'))).toEqual({
      to: '/token-list',
      search: { q: 'T-007' },
    })
    expect(notificationLink(row(NOTIFICATION_ENTITY.WalletDay, '2026-11-20'))).toEqual({
      to: '/marketWallet',
      search: { date: '2026-11-20' },
    })
  })

  it('has no link for a kind it does not know', () => {
    expect(notificationLink(row('Unknown'))).toBeNull()
  })
})
