import { describe, expect, it } from 'vitest'
import { api, BILL_STATUS } from '../contracts'
import { readTallyFile } from '../contracts/test/tally-file'
import { marketNamed } from './test/market-day'
import { call, registerFirm, seededServer, signIn, USERS } from './test/support'

/** Books/ExportTally: the period's journal as Tally's import file, served as the file itself. */
const server = seededServer()

const NOVEMBER = { fromDate: '2026-11-01', toDate: '2026-11-21' }

async function exportOf(body: Record<string, unknown>, token = server.demo.token) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/${api.books.exportTally.path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  return response
}

const marketKeyOf = async (name: string) => (await marketNamed(server, name)).marketKeyID

describe('Books/ExportTally', () => {
  it("answers a month of a market as an XML attachment that Tally's format accepts", async () => {
    const marketKeyID = await marketKeyOf('Pimpalgaon')
    const started = performance.now()
    const response = await exportOf({ marketKeyID, ...NOVEMBER })
    const took = performance.now() - started
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.xml"$/)
    const file = readTallyFile(response.body)
    expect(file.reportName).toBe('Vouchers')
    expect(file.vouchers.length).toBeGreaterThan(50)
    for (const voucher of file.vouchers) {
      expect(voucher.date >= '20261101' && voucher.date <= '20261121', voucher.number).toBe(true)
      expect(voucher.number).not.toBe('')
    }
    const types = new Set(file.vouchers.map((v) => v.type))
    expect(types).toContain('Sales')
    expect(types).toContain('Journal')
    expect(types).toContain('Receipt')
    expect(types).toContain('Payment')
    // Every invoice is a Sales voucher to its buyer, every patti a Journal naming its farmer.
    for (const voucher of file.vouchers.filter((v) => v.number.startsWith('B/') && !v.number.endsWith('/C')))
      expect(voucher.type, voucher.number).toBe('Sales')
    for (const voucher of file.vouchers.filter((v) => v.number.startsWith('F/')))
      expect(voucher.type, voucher.number).toBe('Journal')
    const parents = new Set(file.ledgers.map((l) => l.parent))
    expect(parents).toContain('Sundry Debtors')
    expect(parents).toContain('Sundry Creditors')
    console.info(
      `Books/ExportTally of a market's month: ${file.vouchers.length} vouchers in ${took.toFixed(0)} ms`,
    )
  })

  it('names the same ledgers on a second export, so a second import adds no masters', async () => {
    const marketKeyID = await marketKeyOf('Pimpalgaon')
    const month = readTallyFile((await exportOf({ marketKeyID, ...NOVEMBER })).body)
    const week = readTallyFile(
      (await exportOf({ marketKeyID, fromDate: '2026-11-15', toDate: '2026-11-21' })).body,
    )
    expect(week.vouchers.length).toBeGreaterThan(0)
    const names = new Set(month.ledgers.map((l) => l.name))
    for (const ledger of week.ledgers) expect(names.has(ledger.name), ledger.name).toBe(true)
  }, 60_000)

  it('dates the reversal of an invoice cancelled today today, and the invoice on its own day', async () => {
    const marketKeyID = await marketKeyOf('Pimpalgaon')
    const bill = [...server.app.mockStore.buyerBills.values()].find(
      (b) =>
        b.marketKeyID === marketKeyID &&
        b.billDate >= NOVEMBER.fromDate &&
        b.billDate < '2026-11-19' &&
        b.status === BILL_STATUS.Active &&
        b.receivedPaise === 0,
    )!
    await server.data(api.buyerBill.cancel, {
      body: { buyerBillKeyID: bill.buyerBillKeyID, reason: 'Wrong buyer' },
    })
    const file = readTallyFile((await exportOf({ marketKeyID, ...NOVEMBER })).body)
    const dated = file.vouchers.filter((v) => v.number.startsWith(bill.billNo)).map((v) => [v.number, v.date])
    expect(dated).toEqual([
      [bill.billNo, bill.billDate.replaceAll('-', '')],
      [`${bill.billNo}/C`, '20261121'],
    ])
  }, 60_000)

  it('refuses bad dates with the envelope and a 400', async () => {
    for (const body of [
      { marketKeyID: '', fromDate: '2026-11-21', toDate: '2026-11-01' },
      { marketKeyID: '', fromDate: '2026-02-30', toDate: '2026-11-01' },
      { marketKeyID: '', fromDate: '', toDate: '2026-11-01' },
      { marketKeyID: '', toDate: '2026-11-01' },
    ]) {
      const answer = await server.call(api.books.exportTally, { body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(answer.body.errorMessage).toBeTruthy()
    }
  })

  it("refuses a call without a token (401), a role without Reports (403) and another firm's market (404)", async () => {
    const body = { marketKeyID: await marketKeyOf('Pimpalgaon'), ...NOVEMBER }
    expect((await call(server.app, api.books.exportTally, { body })).status).toBe(401)
    const clerk = await signIn(server.app, USERS.gateClerk)
    expect((await call(server.app, api.books.exportTally, { token: clerk.token, body })).status).toBe(403)
    const other = await registerFirm(server.app)
    const foreign = await call(server.app, api.books.exportTally, { token: other.token, body })
    expect(foreign.status).toBe(404)
    expect(foreign.body.errorMessage).toBeTruthy()
  })
})
