import { describe, it } from 'vitest'
import { api } from '../contracts'
import { moneyScene } from './test/money'
import { assertReconciled } from './test/reconciled'
import { seededServer } from './test/support'

/**
 * The books reconcile over the whole seeded history: every bill's balance is its amount less its
 * live allocations, every buyer's ledger closes at opening + invoices − receipts, and each market's
 * cash book closes where its wallet does. Random sequences of vouchers on top are
 * `money-reconciliation-property.test.ts`.
 */
const server = seededServer()

// Each check walks every bill and book of a market in two months of history: seconds on two busy cores.
describe('money reconciliation', { timeout: 120_000 }, () => {
  it('holds over the seeded history', async () => {
    for (const name of ['Narayangaon', 'Sangola']) {
      const [market] = await server.allRows(api.market.list, { searchKeyword: name })
      await assertReconciled(server, { ...(await moneyScene(server)), marketKeyID: market!.marketKeyID })
    }
  })
})
