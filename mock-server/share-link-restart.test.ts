import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { api } from '../contracts'
import { data, signIn, startServer } from './test/support'

const dir = mkdtempSync(join(tmpdir(), 'mandidesk-link-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the farmer's link across a restart with --data", () => {
  it('stays valid: the signing secret is kept with the data, and only there', async () => {
    const dataFile = join(dir, 'state.json')
    // A day of history holds the token the link is for; two months would be 200 MB written and read.
    const first = await startServer({ dataFile, historyDays: 1 })
    const owner = await signIn(first.app)
    const [token] = await data(first.app, api.token.list, {
      token: owner.token,
      body: { pageNo: 1, pageSize: 1 },
    })
    const { link } = await data(first.app, api.tokenShareLink.getLink, {
      token: owner.token,
      body: { tokenKeyID: token!.tokenKeyID },
    })
    const [secret] = [...first.app.mockStore.serverSecrets.values()].map((row) => row.secret)
    await first.app.close()

    const second = await startServer({ dataFile, historyDays: 1 })
    const answer = await second.app.inject({ method: 'GET', url: `/api/Public/GetLot?link=${link}` })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().responseData.data.tokenNo).toBe(token!.tokenNo)
    expect(readFileSync(`${dataFile}.journal`, 'utf8') + readFileSync(dataFile, 'utf8')).toContain(secret)
    await second.app.close()
  }, 400_000)
})
