import type { FastifyInstance } from 'fastify'
import { api } from '../../../contracts'
import { DEMO, data } from '../support'
import { type Body, type BodyMaker, type BodyMakers, firstRow, marketNamed, one } from './body'

const GATE_CLERK_ROLE = 7

/** The first market and farmer of the firm, and its first Gate Clerk. */
async function firmRows(app: FastifyInstance, token: string) {
  const market = await firstRow(app, token, api.market.list)
  const farmer = await firstRow(app, token, api.farmer.list)
  const [clerk] = (await data(app, api.employee.list, {
    token,
    body: { pageNo: 0, pageSize: 1, roleTypeID: GATE_CLERK_ROLE },
  })) as Body[]
  return market && farmer && clerk ? { market, farmer, clerk } : null
}

/** A body made from the firm's first market, farmer and Gate Clerk. */
const fromFirm =
  (make: (rows: { market: Body; farmer: Body; clerk: Body }) => Body): BodyMaker =>
  async (app, token) => {
    const rows = await firmRows(app, token)
    return one(rows && make(rows))
  }

/** A notification of Narayangaon, when it has one. */
async function notice(app: FastifyInstance, token: string) {
  const market = await marketNamed(app, token, 'Narayangaon')
  if (!market) return null
  const [row] = (await data(app, api.notification.list, {
    token,
    body: { pageNo: 0, pageSize: 1, marketKeyID: market.marketKeyID },
  })) as Body[]
  return row ? { marketKeyID: market.marketKeyID, notificationKeyID: row.notificationKeyID } : null
}

/** Accounts, staff, market services and notifications: writes on the firm's own people and masters. */
export const peopleBodies: BodyMakers = {
  'account.changePassword': async () => [{ currentPassword: DEMO.password, newPassword: 'Demo@5678' }],
  'employee.updateProfile': async () => [
    { employeeName: 'Ganesh Darekar', emailID: '', address: '', profilePhoto: '' },
  ],
  'employee.resetPassword': fromFirm(({ clerk }) => ({
    employeeKeyID: clerk.employeeKeyID,
    newPassword: 'Reset2026',
  })),
  'employee.assignMarkets': fromFirm(({ market, clerk }) => ({
    employeeKeyID: clerk.employeeKeyID,
    marketKeyIDs: [market.marketKeyID],
  })),
  'farmer.assignMarket': fromFirm(({ market, farmer }) => ({
    marketKeyID: market.marketKeyID,
    farmerKeyIDs: [farmer.farmerKeyID],
    assign: true,
  })),
  'farmerMarketServices.save': fromFirm(({ market }) => ({
    marketKeyID: market.marketKeyID,
    farmerMarketServices: [{ serviceID: 1, dstid: 2, amount: 6, transportationTypeID: 1 }],
  })),
  'buyerMarketServices.save': fromFirm(({ market }) => ({
    marketKeyID: market.marketKeyID,
    buyerMarketServices: [{ serviceID: 7, dstid: 2, amount: 6, transportationTypeID: 2 }],
  })),
  'notification.markRead': async (app, token) => {
    const row = await notice(app, token)
    return one(row && { notificationKeyIDs: [row.notificationKeyID] })
  },
  'notification.markAllRead': async (app, token) => {
    const row = await notice(app, token)
    return one(row && { marketKeyID: row.marketKeyID })
  },
}
