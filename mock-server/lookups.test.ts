import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, EMPLOYEE_MESSAGES, type LoginRecord } from '../contracts'
import { call, data, registerFirm, signIn, startServer } from './test/support'

let app: FastifyInstance
let demo: LoginRecord

beforeAll(async () => {
  ;({ app } = await startServer())
  demo = await signIn(app)
})
afterAll(() => app.close())

const states = () => data(app, api.location.stateLookup, { token: demo.token })
const districts = (StateID: number) =>
  data(app, api.location.districtLookup, { token: demo.token, query: { StateID } })
const talukas = (DistrictID: number) =>
  data(app, api.location.talukaLookup, { token: demo.token, query: { DistrictID } })

async function districtID(district: string): Promise<number> {
  const maharashtra = (await states()).find((s) => s.stateName === 'Maharashtra')!
  return (await districts(maharashtra.stateID)).find((d) => d.districtName === district)!.districtID
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en-IN'))

describe('State/GetStateLookupList', () => {
  it("lists Maharashtra, its neighbours and the outstation buyers' states by name", async () => {
    const names = (await states()).map((s) => s.stateName)
    expect(names).toEqual(['Delhi', 'Gujarat', 'Karnataka', 'Madhya Pradesh', 'Maharashtra', 'West Bengal'])
  })
})

describe('District/GetDistrictLookupList', () => {
  it("lists all 36 of Maharashtra's districts by name", async () => {
    const maharashtra = (await states()).find((s) => s.stateName === 'Maharashtra')!
    const names = (await districts(maharashtra.stateID)).map((d) => d.districtName)
    expect(names).toHaveLength(36)
    expect(names).toEqual(sorted(names))
    expect(names).toEqual(
      expect.arrayContaining([
        'Ahilyanagar',
        'Chhatrapati Sambhajinagar',
        'Dharashiv',
        'Nashik',
        'Pune',
        'Solapur',
      ]),
    )
  })

  it('lists a few districts of the other states', async () => {
    for (const state of await states())
      expect((await districts(state.stateID)).length).toBeGreaterThanOrEqual(4)
  })

  it('answers an empty list for an unknown state', async () => {
    expect(await districts(999)).toEqual([])
  })

  it('refuses a state ID that is not a positive whole number', async () => {
    for (const StateID of ['0', '-1', 'abc', '1.5']) {
      const answer = await call(app, api.location.districtLookup, { token: demo.token, query: { StateID } })
      expect(answer.status).toBe(400)
      expect(answer.body.errorMessage).toMatch(/^StateID: /)
    }
  })
})

describe('Taluka/GetTalukaLookupList', () => {
  it.each([
    [
      'Nashik',
      'Baglan, Chandwad, Deola, Dindori, Igatpuri, Kalwan, Malegaon, Nandgaon, Nashik, Niphad, Peth, Sinnar, Surgana, Trimbakeshwar, Yeola',
    ],
    [
      'Pune',
      'Ambegaon, Baramati, Bhor, Daund, Haveli, Indapur, Junnar, Khed, Maval, Mulshi, Pune City, Purandar, Shirur, Velhe',
    ],
    [
      'Solapur',
      'Akkalkot, Barshi, Karmala, Madha, Malshiras, Mangalvedhe, Mohol, North Solapur, Pandharpur, Sangola, South Solapur',
    ],
  ])("lists %s's real talukas by name", async (district, expected) => {
    const names = (await talukas(await districtID(district))).map((t) => t.talukaName)
    expect(names).toEqual(expected.split(', '))
  })

  it.each(['Ahilyanagar', 'Sangli', 'Satara'])('lists the full talukas of %s', async (district) => {
    expect((await talukas(await districtID(district))).length).toBeGreaterThanOrEqual(10)
  })

  it('gives every Maharashtra district some talukas', async () => {
    const maharashtra = (await states()).find((s) => s.stateName === 'Maharashtra')!
    for (const d of await districts(maharashtra.stateID))
      expect((await talukas(d.districtID)).length).toBeGreaterThan(0)
  })

  it('answers an empty list for an unknown district', async () => {
    expect(await talukas(99_999)).toEqual([])
  })
})

describe('Employee/GetEmployeeModel', () => {
  it('answers the demo user with a profile photo the server serves', async () => {
    const employee = await data(app, api.employee.getEmployeeModel, {
      token: demo.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(employee).toMatchObject({
      employeeKeyID: demo.userKeyID,
      employeeName: 'Ganesh Darekar',
      mobileNo: '9000000001',
      emailID: 'owner@shreeganesh.example',
      roleTypeName: 'Super Admin',
      isActive: true,
    })
    const photo = await app.inject({ method: 'GET', url: employee.profilePhoto })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47')
  })

  it('answers a colleague of the same firm', async () => {
    const admin = await signIn(app, '9000000002')
    const model = await data(app, api.employee.getEmployeeModel, {
      token: demo.token,
      query: { EmployeeKeyID: admin.userKeyID },
    })
    expect(model).toMatchObject({ roleTypeName: 'Admin', designation: '', isActive: true })
  })

  it("answers 404 for an unknown key and for another firm's employee", async () => {
    const unknown = await call(app, api.employee.getEmployeeModel, {
      token: demo.token,
      query: { EmployeeKeyID: '11111111-2222-4333-8444-555555555555' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorMessage).toBe(EMPLOYEE_MESSAGES.notFound)
    const other = await registerFirm(app)
    const foreign = await call(app, api.employee.getEmployeeModel, {
      token: other.token,
      query: { EmployeeKeyID: demo.userKeyID },
    })
    expect(foreign.status).toBe(404)
  })
})
