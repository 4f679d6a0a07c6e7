import { describe, expect, it } from 'vitest'
import { api, type EndpointDef, IMAGE_NOT_UPLOADED } from '../contracts'
import { moneyScene } from './test/money'
import { call, registerFirm, sameRows, seededServer, TODAY } from './test/support'
import { uploadImage } from './test/uploads'

const server = seededServer()

const MADE_UP = '/api/files/0123456789abcdef0123456789abcdef.png'
const SEED_QR = '/api/files/seed-qr-sangola.png'

interface ImageField {
  endpoint: EndpointDef
  field: string
  body: Record<string, unknown>
}

/** Every body that takes an image, valid but for the image: each saves a new record or the caller's own. */
async function imageFields(): Promise<ImageField[]> {
  const [lasalgaon] = await server.allRows(api.market.list, { searchKeyword: 'Lasalgaon' })
  const market = await server.data(api.market.model, { query: { MarketKeyID: lasalgaon!.marketKeyID } })
  const me = await server.data(api.employee.getEmployeeModel, {
    query: { EmployeeKeyID: server.demo.userKeyID },
  })
  const firm = await server.data(api.company.model)
  const [category] = await server.data(api.expenseCategory.lookup)
  const { marketKeyID } = await moneyScene(server)
  return [
    {
      endpoint: api.market.addUpdate,
      field: 'paymentQRPhotoUrl',
      body: { ...market, marketKeyID: '', marketPlaceName: 'Otur' },
    },
    { endpoint: api.market.addUpdate, field: 'paymentQRPhotoUrl', body: market },
    {
      endpoint: api.employee.addUpdate,
      field: 'profilePhoto',
      body: { employeeName: 'Neha Pawar', mobileNo: '9123480001', roleTypeID: 7, password: 'Neha12345' },
    },
    {
      endpoint: api.employee.updateProfile,
      field: 'profilePhoto',
      body: { employeeName: me.employeeName, emailID: me.emailID, address: me.address },
    },
    { endpoint: api.company.update, field: 'logoUrl', body: { ...firm, mobileNo: '9876543210' } },
    {
      endpoint: api.expense.addUpdate,
      field: 'attachment',
      body: {
        marketKeyID,
        expenseDate: TODAY,
        categoryKeyID: category!.categoryKeyID,
        serviceOption: 1,
        amount: 100,
        paymentMode: 2,
        onlineSubMode: 'UPI',
        referenceNo: 'UTR-9',
      },
    },
  ]
}

describe('image fields take only an existing upload of the caller’s firm', () => {
  it('refuse a file that does not exist and another firm’s upload, with the message, changing nothing', async () => {
    const other = await registerFirm(server.app)
    const theirs = await uploadImage(server.app, other.token)
    for (const { endpoint, field, body } of await imageFields()) {
      for (const url of [MADE_UP, theirs]) {
        const before = server.app.mockStore.snapshot()
        const answer = await server.call(endpoint, { body: { ...body, [field]: url } })
        expect(answer.body, `${endpoint.path} ${url}`).toEqual({
          statusCode: 400,
          responseData: null,
          errorMessage: `${field}: ${IMAGE_NOT_UPLOADED}`,
        })
        expect(sameRows(before, server.app.mockStore.snapshot()), `${endpoint.path} ${url}`).toBe(true)
      }
    }
  })

  it('take the firm’s own upload, its seeded images and an https URL', async () => {
    const ours = await uploadImage(server.app, server.demo.token)
    for (const [i, { endpoint, field, body }] of (await imageFields()).entries()) {
      for (const url of [ours, SEED_QR, 'https://cdn.mandidesk.example/qr.png']) {
        const unique =
          endpoint === api.market.addUpdate && !body.marketKeyID
            ? { marketPlaceName: `Otur ${url.length}` }
            : {}
        const distinct =
          endpoint === api.employee.addUpdate ? { mobileNo: `91234800${i}${url.length % 10}` } : {}
        const answer = await server.call(endpoint, {
          body: { ...body, ...unique, ...distinct, [field]: url },
        })
        expect(answer.status, `${endpoint.path} ${url}: ${answer.body.errorMessage}`).toBe(200)
      }
    }
  })

  it('keep another firm off the demo firm’s seeded images', async () => {
    const other = await registerFirm(server.app)
    const firm = await server.data(api.company.model, { token: other.token })
    const answer = await call(server.app, api.company.update, {
      token: other.token,
      body: { ...firm, mobileNo: '9876543210', logoUrl: SEED_QR },
    })
    expect(answer.body.errorMessage).toBe(`logoUrl: ${IMAGE_NOT_UPLOADED}`)
  })
  it('let a record keep the image it has, even one no longer among the uploads', async () => {
    const [sangola] = await server.allRows(api.market.list, { searchKeyword: 'Sangola' })
    const market = await server.data(api.market.model, { query: { MarketKeyID: sangola!.marketKeyID } })
    const store = server.app.mockStore
    store.write(() =>
      store.markets.set({ ...store.markets.get(market.marketKeyID)!, paymentQRPhotoUrl: MADE_UP }),
    )
    const answer = await server.call(api.market.addUpdate, {
      body: { ...market, paymentQRPhotoUrl: MADE_UP, marketAddress: 'APMC Yard, Sangola' },
    })
    expect(answer.status, answer.body.errorMessage ?? '').toBe(200)
  })
})
