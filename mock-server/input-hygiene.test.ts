import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  api,
  COMPANY_MESSAGES,
  EMPLOYEE_MESSAGES,
  type EndpointDef,
  LOCATION_MESSAGES,
  type LoginRecord,
  MARKET_MESSAGES,
  REQUIRED,
  TEXT_INVALID,
} from '../contracts'
import { BROKEN_NAMES, HOSTILE_IMAGE_URLS, INVISIBLE_NAMES } from '../contracts/test/hostile-input'
import { sameName } from './store/compare-keys'
import { allRows, call, data, reset, sameRows, signIn, startServer } from './test/support'
import { uploadImage } from './test/uploads'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
})
afterAll(() => app.close())
beforeEach(async () => {
  await reset(app)
  demo = await signIn(app)
})

/** Every field that holds an image URL, with a valid body to put it in and the field's own message. */
async function imageFields() {
  const [lasalgaon] = await allRows(app, api.market.list, demo.token, { searchKeyword: 'Lasalgaon' })
  const market = await data(app, api.market.model, {
    token: demo.token,
    query: { MarketKeyID: lasalgaon!.marketKeyID },
  })
  const me = await data(app, api.employee.getEmployeeModel, {
    token: demo.token,
    query: { EmployeeKeyID: demo.userKeyID },
  })
  const firm = await data(app, api.company.model, { token: demo.token })
  const firmForm = { ...firm, mobileNo: '9876543210' }
  const newEmployee = {
    employeeName: 'Neha Pawar',
    mobileNo: '9123480001',
    roleTypeID: 7,
    password: 'Neha12345',
  }
  return [
    {
      endpoint: api.market.addUpdate,
      field: 'paymentQRPhotoUrl',
      body: { ...market, marketKeyID: '', marketPlaceName: 'Otur' },
      message: MARKET_MESSAGES.qrInvalid,
    },
    {
      endpoint: api.market.addUpdate,
      field: 'paymentQRPhotoUrl',
      body: market,
      message: MARKET_MESSAGES.qrInvalid,
    },
    {
      endpoint: api.employee.addUpdate,
      field: 'profilePhoto',
      body: newEmployee,
      message: EMPLOYEE_MESSAGES.photoInvalid,
    },
    {
      endpoint: api.employee.updateProfile,
      field: 'profilePhoto',
      body: { employeeName: me.employeeName, emailID: me.emailID, address: me.address },
      message: EMPLOYEE_MESSAGES.photoInvalid,
    },
    { endpoint: api.company.update, field: 'logoUrl', body: firmForm, message: COMPANY_MESSAGES.logoInvalid },
  ] satisfies { endpoint: EndpointDef; field: string; body: object; message: string }[]
}

describe('image URLs', () => {
  it('every image field refuses javascript:, data:, other hosts and paths, and changes nothing', async () => {
    for (const { endpoint, field, body, message } of await imageFields()) {
      const before = app.mockStore.snapshot()
      for (const url of HOSTILE_IMAGE_URLS) {
        const answer = await call(app, endpoint, { token: demo.token, body: { ...body, [field]: url } })
        expect(answer.body, `${endpoint.path} ${field} ${url}`).toEqual({
          statusCode: 400,
          responseData: null,
          errorMessage: `${field}: ${message}`,
        })
      }
      expect(sameRows(before, app.mockStore.snapshot()), endpoint.path).toBe(true)
    }
  })

  it('every image field takes the URL an upload answered, or an https URL', async () => {
    const uploaded = await uploadImage(app, demo.token)
    expect(uploaded).toMatch(/^\/api\/files\/[0-9a-f]+\.png$/)
    for (const [i, { endpoint, field, body }] of (await imageFields()).entries()) {
      for (const url of [uploaded, 'https://cdn.mandidesk.example/qr.png']) {
        const unique =
          endpoint === api.market.addUpdate && !('marketKeyID' in body && body.marketKeyID)
            ? { marketPlaceName: `Otur ${url.length}` }
            : {}
        const distinct =
          endpoint === api.employee.addUpdate ? { mobileNo: `91234800${i}${url.length % 10}` } : {}
        const answer = await call(app, endpoint, {
          token: demo.token,
          body: { ...body, ...unique, ...distinct, [field]: url },
        })
        expect(answer.status, `${endpoint.path} ${url}: ${answer.body.errorMessage}`).toBe(200)
        expect((answer.body.responseData!.data as Record<string, unknown>)[field]).toBe(url)
      }
    }
  })
})

describe('names', () => {
  const market = async (marketPlaceName: string) => {
    const [lasalgaon] = await allRows(app, api.market.list, demo.token, { searchKeyword: 'Lasalgaon' })
    const model = await data(app, api.market.model, {
      token: demo.token,
      query: { MarketKeyID: lasalgaon!.marketKeyID },
    })
    return call(app, api.market.addUpdate, {
      token: demo.token,
      body: { ...model, marketKeyID: '', marketPlaceName },
    })
  }

  it(`stores none of ${INVISIBLE_NAMES.length + BROKEN_NAMES.length} invisible or broken names`, async () => {
    const before = app.mockStore.snapshot()
    for (const name of INVISIBLE_NAMES) {
      expect((await market(name)).body.errorMessage, JSON.stringify(name)).toBe(
        `marketPlaceName: ${REQUIRED}`,
      )
      const employee = await call(app, api.employee.addUpdate, {
        token: demo.token,
        body: { employeeName: name, mobileNo: '9123480009', roleTypeID: 7, password: 'Neha12345' },
      })
      expect(employee.body.errorMessage).toBe(`employeeName: ${REQUIRED}`)
      const state = await call(app, api.state.addUpdate, {
        token: demo.token,
        body: { stateName: name, stateCode: '99', stateNameMr: '' },
      })
      expect(state.body.errorMessage).toBe(`stateName: ${REQUIRED}`)
    }
    for (const name of BROKEN_NAMES) {
      expect((await market(name)).body.errorMessage).toBe(`marketPlaceName: ${TEXT_INVALID}`)
    }
    expect(sameRows(before, app.mockStore.snapshot())).toBe(true)
  })

  it('La\\u200Bsalgaon is Lasalgaon: refused as a second one, and other hidden spellings too', async () => {
    for (const spelling of ['La\u200Bsalgaon', '\uFEFFLasalgaon', 'Lasal\u00ADgaon', 'lasalgaon\u0000']) {
      const answer = await market(spelling)
      expect(answer.status, JSON.stringify(spelling)).toBe(409)
      expect(answer.body.errorMessage).toBe(MARKET_MESSAGES.duplicateName('Lasalgaon'))
    }
    const state = await call(app, api.state.addUpdate, {
      token: demo.token,
      body: { stateName: 'Maha\u200Brashtra', stateCode: '99', stateNameMr: '' },
    })
    expect(state.body.errorMessage).toBe(LOCATION_MESSAGES.duplicateState('Maharashtra'))
  })

  it('compares names stored before cleaning as the reader sees them', () => {
    expect(sameName('La\u200Bsalgaon', 'LASALGAON ')).toBe(true)
    expect(sameName('Ne\u0301ha', 'N\u00E9ha')).toBe(true)
    expect(sameName('Lasalgaon', 'Lasalgaon 2')).toBe(false)
  })

  it('registers a firm only under a visible name', async () => {
    const answer = await call(app, api.account.register, {
      body: {
        companyName: '\u200B\u200B',
        employeeName: 'Rahul Thorat',
        mobileNo: '9123480011',
        emailID: 'rahul@example.com',
        password: 'Secret123',
      },
    })
    expect(answer.body.errorMessage).toBe(`companyName: ${REQUIRED}`)
  })
})
