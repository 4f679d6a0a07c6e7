import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../../contracts'
import { buildServer } from '../app'
import { encodePng } from '../seed/png'
import { data, multipartBody, signIn, TEST_PASSWORD_COST } from '../test/support'
import { writeAtomic } from './persist'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mandidesk-mock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const start = async (dataFile: string) => {
  const app = buildServer({ passwordCost: TEST_PASSWORD_COST, dataFile })
  await app.ready()
  return app
}

describe('writeAtomic', () => {
  it('replaces the file whole and leaves no temporary file behind', () => {
    const file = join(dir, 'nested', 'state.json')
    writeAtomic(file, 'first')
    writeAtomic(file, 'second')
    expect(readFileSync(file, 'utf8')).toBe('second')
    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json'])
  })
})

describe('--data file', () => {
  it('keeps markets, default services and uploads across a restart', async () => {
    const file = join(dir, 'state.json')
    const first = await start(file)
    const demo = await signIn(first)
    const [sangola] = await data(first, api.market.list, {
      token: demo.token,
      body: { pageNo: 0, pageSize: 10, searchKeyword: 'Sangola' },
    })
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
    const { s3Url } = uploaded.json()
    await first.close()
    expect(existsSync(file)).toBe(true)

    const second = await start(file)
    const again = await signIn(second)
    const [restored] = await data(second, api.market.list, {
      token: again.token,
      body: { pageNo: 0, pageSize: 10, searchKeyword: 'Sangola' },
    })
    expect(restored).toEqual({ ...sangola, isActive: false })
    const services = await data(second, api.farmerMarketServices.model, {
      token: again.token,
      query: { MarketKeyID: sangola!.marketKeyID },
    })
    expect(services[0]).toMatchObject({ serviceID: 1, amount: 4.5 })
    const file2 = await second.inject({ method: 'GET', url: s3Url })
    expect(file2.rawPayload.equals(image)).toBe(true)

    // Reset goes back to the seed and writes that too.
    await second.inject({ method: 'POST', url: '/__mock/reset' })
    await second.close()
    const third = await start(file)
    const [seeded] = await data(third, api.market.list, {
      token: (await signIn(third)).token,
      body: { pageNo: 0, pageSize: 10, searchKeyword: 'Sangola' },
    })
    expect(seeded!.isActive).toBe(true)
    await third.close()
  })

  it('refuses to start on a file that is not a data file, rather than overwrite it', async () => {
    const file = join(dir, 'notes.json')
    writeFileSync(file, '{"hello": "world"}')
    await expect(start(file)).rejects.toThrow(/not a MandiDesk mock data file/)
    expect(readFileSync(file, 'utf8')).toBe('{"hello": "world"}')
  })
})
