import { describe, expect, it } from 'vitest'
import { api, COMPANY_MESSAGES, PARTY_MESSAGES } from '../contracts'
import { call, data, registerFirm, seededServer, signIn, USERS } from './test/support'
import { uploadImage } from './test/uploads'

const server = seededServer()

describe('Company (/account)', () => {
  it("answers the firm's settings to every role", async () => {
    const clerk = await signIn(server.app, USERS.gateClerk)
    const company = await data(server.app, api.company.model, { token: clerk.token })
    expect(company).toMatchObject({
      companyKeyID: server.demo.companyKeyID,
      companyName: 'Shree Ganesh Adat & Co.',
      mobileNo: '9822012345',
      printSize: 'A4',
      crateChargeDays: 30,
    })
    expect(company.address).toContain('Pimpalgaon Baswant')
    expect(company.billFooter).not.toBe('')
  })

  it('updates the settings with a logo from uploadImage; an SA may not', async () => {
    const company = await server.data(api.company.model)
    const logoUrl = await uploadImage(server.app, server.demo.token)
    const body = { ...company, logoUrl, printSize: '80mm', billFooter: 'Thank you.', crateChargeDays: 21 }
    expect(await server.data(api.company.update, { body })).toEqual(body)
    // A client that does not send the setting keeps the firm's choice.
    const { crateChargeDays: _kept, ...older } = body
    expect((await server.data(api.company.update, { body: older })).crateChargeDays).toBe(21)
    const sa = await signIn(server.app, USERS.sa)
    expect((await call(server.app, api.company.update, { token: sa.token, body })).status).toBe(403)
  })

  it.each([
    ['a mobile not starting 6–9', { mobileNo: '1234567890' }, `mobileNo: ${PARTY_MESSAGES.mobile}`],
    ['a malformed GSTIN', { gstin: '27ABC' }, `gstin: ${PARTY_MESSAGES.gstin}`],
    [
      'a logo that is not an uploaded image',
      { logoUrl: 'data:image/png;base64,AAAA' },
      `logoUrl: ${COMPANY_MESSAGES.logoInvalid}`,
    ],
    ['an unknown print size', { printSize: 'Letter' }, 'printSize: Choose a print size.'],
    [
      'crate charge days past a year',
      { crateChargeDays: 366 },
      'crateChargeDays: Crate charge days must be at most 365.',
    ],
    ['part of a day', { crateChargeDays: 1.5 }, 'crateChargeDays: Crate charge days must be a whole number.'],
  ])('refuses %s', async (_, change, message) => {
    const company = await server.data(api.company.model)
    const answer = await server.call(api.company.update, { body: { ...company, ...change } })
    expect(answer.body).toMatchObject({ statusCode: 400, errorMessage: message })
  })

  it('answers a newly registered firm with its name and no firm mobile yet', async () => {
    const other = await registerFirm(server.app, { companyName: 'Navi Adat' })
    expect(await data(server.app, api.company.model, { token: other.token })).toMatchObject({
      companyName: 'Navi Adat',
      mobileNo: '',
      printSize: 'A4',
    })
  })
})
