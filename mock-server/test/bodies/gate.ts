import type { FastifyInstance } from 'fastify'
import { api, TOKEN_STATUS, VEHICLE_ENTRY_STATUS } from '../../../contracts'
import { data } from '../support'
import { type Body, type BodyMakers, firstRow, one } from './body'

const reason = 'Entered twice by mistake'

/** Today's In vehicle whose tokens are all still Open: it may go Out or be cancelled. */
async function untouchedEntry(app: FastifyInstance, token: string) {
  const entries = (await data(app, api.vehicleEntry.list, {
    token,
    body: { pageNo: 0, pageSize: 100, status: VEHICLE_ENTRY_STATUS.In },
  })) as Body[]
  for (const { vehicleEntryKeyID } of entries) {
    const entry = await data(app, api.vehicleEntry.model, {
      token,
      query: { VehicleEntryKeyID: String(vehicleEntryKeyID) },
    })
    if (entry.tokens.every((t) => t.status === TOKEN_STATUS.Open)) return vehicleEntryKeyID
  }
  return null
}

/** An Open crate token of today. */
const openCrateToken = (app: FastifyInstance, token: string) =>
  firstRow(app, token, api.token.list, { status: TOKEN_STATUS.Open, transportationType: 1 })

/** The gate's writes on today's rows: an In vehicle whose tokens are all Open, an Open token. */
export const gateBodies: BodyMakers = {
  'vehicleEntry.markOut': async (app, token) => {
    const vehicleEntryKeyID = await untouchedEntry(app, token)
    return vehicleEntryKeyID ? [{ vehicleEntryKeyID, emptyWeightKg: 1000 }] : null
  },
  'vehicleEntry.cancel': async (app, token) => {
    const vehicleEntryKeyID = await untouchedEntry(app, token)
    return vehicleEntryKeyID ? [{ vehicleEntryKeyID, reason }] : null
  },
  'token.cancel': async (app, token) => {
    const row = await openCrateToken(app, token)
    return one(row && { tokenKeyID: row.tokenKeyID, reason })
  },
  'token.saveGrading': async (app, token) => {
    const row = await openCrateToken(app, token)
    if (!row) return null
    const products = (await data(app, api.product.lookup, { token })) as Body[]
    const grades = products.find((p) => p.productID === row.productID)!.grades as Body[]
    return [
      {
        tokenKeyID: row.tokenKeyID,
        gradingType: 1,
        grades: [{ gradeID: grades[0]!.gradeID, crates: row.declaredCrates, weightKg: 0 }],
        shortageReason: '',
      },
    ]
  },
  'tokenShareLink.getLink': async (app, token) => {
    const row = await firstRow(app, token, api.token.list)
    return one(row && { tokenKeyID: row.tokenKeyID })
  },
  'tokenShareLink.revoke': async (app, token) => {
    const row = await firstRow(app, token, api.token.list)
    return one(row && { tokenKeyID: row.tokenKeyID })
  },
}
