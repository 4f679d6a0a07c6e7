import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, BILL_STATUS } from '../../contracts'
import { buildServer } from '../app'
import { encodePng } from '../seed/png'
import { multipartBody } from '../test/multipart'
import { data, signIn, TEST_PASSWORD_COST } from '../test/support'
import { firmKey } from './firm-table'
import { dataPaths, openDataFile } from './persist'
import { Store } from './store'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mandidesk-mock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A server on the data file; `warnings` collects what it logs while starting. Without the market
 * days' history unless asked: what is under test is the data file, not the rows in it.
 */
const start = async (dataFile: string, warnings: string[] = [], historyDays?: number) => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(JSON.parse(String(chunk)).msg)
      done()
    },
  })
  const app = buildServer({
    passwordCost: TEST_PASSWORD_COST,
    dataFile,
    history: historyDays !== undefined,
    historyDays,
    logger: { level: 'warn', stream },
  })
  await app.ready()
  return app
}

const marketNamed = async (app: Awaited<ReturnType<typeof start>>, token: string, name: string) =>
  data(app, api.market.list, { token, body: { pageNo: 0, pageSize: 50, searchKeyword: name } })

const newMarket = (marketPlaceName: string) => ({
  marketPlaceName,
  stateID: 1,
  districtID: 1,
  talukaID: 1,
  marketAddress: 'Market Yard',
  marketMobileNo: '9876543210',
  paymentQRPhotoUrl: '/api/files/seed-qr-sangola.png',
})

// Each test starts a server on the same data file more than once.
describe('--data', { timeout: 120_000 }, () => {
  it('keeps markets, default services and uploads across a restart; a reset drops the uploads', async () => {
    const file = join(dir, 'state.json')
    const first = await start(file)
    const demo = await signIn(first)
    const [sangola] = await marketNamed(first, demo.token, 'Sangola')
    await data(first, api.market.changeStatus, {
      token: demo.token,
      query: { MarketKeyID: sangola!.marketKeyID },
    })
    await data(first, api.farmerMarketServices.save, {
      token: demo.token,
      body: {
        marketKeyID: sangola!.marketKeyID,
        farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 4.5, transportationTypeID: 1 }],
      },
    })
    const image = encodePng({ width: 1, height: 1, channels: 1, pixels: new Uint8Array([0]) })
    const { payload, headers } = multipartBody(
      { moduleName: 'Market', projectName: 'MANDIDESK', userId: demo.userKeyID },
      { filename: 'qr.png', contentType: 'image/png', bytes: image },
    )
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/uploadImage',
      payload,
      headers: { ...headers, authorization: `Bearer ${demo.token}` },
    })
    const { s3Url } = uploaded.json() as { s3Url: string }
    const name = s3Url.split('/').pop()!
    // The image is a file of its own; the snapshot and the journal only name it.
    expect(readFileSync(join(dataPaths(file).files, name)).equals(image)).toBe(true)
    await first.close()

    const second = await start(file)
    const again = await signIn(second)
    const [restored] = await marketNamed(second, again.token, 'Sangola')
    expect(restored).toEqual({ ...sangola, isActive: false })
    const services = await data(second, api.farmerMarketServices.model, {
      token: again.token,
      query: { MarketKeyID: sangola!.marketKeyID },
    })
    expect(services[0]).toMatchObject({ serviceID: 1, amount: 4.5 })
    expect((await second.inject({ method: 'GET', url: s3Url })).rawPayload.equals(image)).toBe(true)

    await second.inject({ method: 'POST', url: '/__mock/reset' })
    expect((await second.inject({ method: 'GET', url: s3Url })).statusCode).toBe(404)
    expect(readdirSync(dataPaths(file).files)).toEqual([])
    await second.close()
    const third = await start(file)
    const [seeded] = await marketNamed(third, (await signIn(third)).token, 'Sangola')
    expect(seeded!.isActive).toBe(true)
    await third.close()
  })

  it('loads a version 7 file: a cancelled row without its day was cancelled on its own date', async () => {
    const file = join(dir, 'state.json')
    // Three days of the seeded history hold cancelled pattis, the rows this is about.
    await (await start(file, [], 3)).close()
    const [header, ...rows] = readFileSync(file, 'utf8').split('\n')
    const older = rows.map((line) => line.replace(/,"cancelledDate":"[\d-]+"/, ''))
    expect(older.join('\n')).not.toContain('cancelledDate')
    writeFileSync(file, [header!.replace('"version":8', '"version":7'), ...older].join('\n'))
    const again = await start(file, [], 3)
    const bill = [...again.mockStore.farmerBills.values()].find((b) => b.status === BILL_STATUS.Cancelled)!
    const demo = await signIn(again)
    const answer = await data(again, api.farmerBill.model, {
      token: demo.token,
      query: { FarmerBillKeyID: bill.farmerBillKeyID },
    })
    expect(answer.cancelledDate).toBe(bill.billDate)
    await again.close()
  })

  it('has an answered change on disk at once: a server that never closes loses nothing', async () => {
    const file = join(dir, 'state.json')
    const first = await start(file)
    const { token } = await signIn(first)
    const names = Array.from({ length: 20 }, (_, i) => `Crash Yard ${i}`)
    await Promise.all(
      names.map((name) => data(first, api.market.addUpdate, { token, body: newMarket(name) })),
    )
    // Every answer came after its record was in the journal file.
    const journal = readFileSync(dataPaths(file).journal, 'utf8')
    for (const name of names) expect(journal).toContain(`"marketPlaceName":"${name}"`)
    // No close: the journal as it is now is what a crash would leave behind.
    const second = await start(file)
    const again = await signIn(second)
    const found = await marketNamed(second, again.token, 'Crash Yard')
    expect(found.map((m) => m.marketPlaceName).sort()).toEqual([...names].sort())
    await second.close()
    await first.close()
  })

  it('skips a cut-off last journal record with a warning and keeps every whole one', async () => {
    const file = join(dir, 'state.json')
    const first = await start(file)
    const { token } = await signIn(first)
    await data(first, api.market.addUpdate, { token, body: newMarket('Kept Yard') })
    await first.close()
    appendFileSync(dataPaths(file).journal, '{"sequence":99,"changes":[{"table":"mar')
    const warnings: string[] = []
    const second = await start(file, warnings)
    expect(warnings).toEqual([
      expect.stringMatching(/skipped a cut-off last record \(\d+ bytes\) left by a crash/),
    ])
    expect(await marketNamed(second, (await signIn(second)).token, 'Kept Yard')).toHaveLength(1)
    await second.close()
  })

  it('refuses a journal with an unreadable record before its end, and leaves the files alone', async () => {
    const file = join(dir, 'state.json')
    const first = await start(file)
    const { token } = await signIn(first)
    await data(first, api.market.addUpdate, { token, body: newMarket('First Yard') })
    await data(first, api.market.addUpdate, { token, body: newMarket('Second Yard') })
    await first.close()
    const { journal } = dataPaths(file)
    const [one, two] = readFileSync(journal, 'utf8').split('\n')
    const damaged = `${one}\n${two!.slice(0, 30)}}\n`
    writeFileSync(journal, damaged)
    await expect(start(file)).rejects.toThrow(/state\.json\.journal line 2 is not valid JSON.*not loaded/)
    expect(readFileSync(journal, 'utf8')).toBe(damaged)
  })

  it.each([
    ['a file that is not a data file', '{"hello": "world"}', /not a MandiDesk mock data file \(version 8\)/],
    [
      'a data file of an older version',
      '{"format":"mandidesk-mock-data","version":2,"savedAt":"","tables":{}}',
      /written by an older mock server \(version 2\); delete it/,
    ],
    [
      'a data file of an unknown version',
      '{"format":"mandidesk-mock-data","version":9,"sequence":0,"savedAt":"","tables":[]}\n',
      /not a MandiDesk mock data file/,
    ],
    [
      'a snapshot with a row of an unlisted table',
      '{"format":"mandidesk-mock-data","version":7,"sequence":0,"savedAt":"","tables":[]}\n{"table":"markets","row":{}}\n',
      /line 2 is not a row of a listed table/,
    ],
  ])('refuses to start on %s, rather than overwrite it', async (_, text, message) => {
    const file = join(dir, 'state.json')
    writeFileSync(file, text)
    await expect(start(file)).rejects.toThrow(message)
    expect(readFileSync(file, 'utf8')).toBe(text)
    expect(existsSync(dataPaths(file).journal)).toBe(false)
  })
})

describe('compaction', () => {
  const FIRM = 'firm-1'
  const state = (stateID: number) => ({
    companyKeyID: FIRM,
    stateID,
    stateName: `State ${stateID}`,
    stateCode: String(stateID),
    stateNameMr: '',
    isActive: true,
    createdDate: '2026-01-01T00:00:00.000Z',
  })
  const options = { now: () => '2026-11-21T00:00:00.000Z', log: () => {}, compactAfterBytes: 2_000 }

  it('moves the journal into a new snapshot in the background, and a restart sees every write', async () => {
    const file = join(dir, 'state.json')
    const store = new Store()
    const persistence = await openDataFile(store, file, options)
    for (let id = 1; id <= 60; id++) {
      store.write(() => store.states.set(state(id)))
      if (id % 3 === 0) store.write(() => store.states.delete(firmKey(FIRM, id - 1)))
      await persistence.whenDurable()
    }
    await persistence.close()
    const { journal, oldJournal } = dataPaths(file)
    expect(existsSync(oldJournal)).toBe(false)
    // 80 writes were journaled; only those after the last compaction are left to replay.
    const left = readFileSync(journal, 'utf8').split('\n').filter(Boolean)
    expect(left.length).toBeGreaterThan(0)
    expect(left.length).toBeLessThan(40)
    expect(readFileSync(file, 'utf8')).toContain('"State 40"')

    const reopened = new Store()
    const again = await openDataFile(reopened, file, options)
    expect([...reopened.states.values()]).toEqual([...store.states.values()])
    await again.close()
  })
})
